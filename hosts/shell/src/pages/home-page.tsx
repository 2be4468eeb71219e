import { MESSAGES, ROUTE_PATHS, STORAGE_KEYS } from '@showroom/contract';
import { storage } from '@showroom/core';
import { StyleSheet, useShowroomSelection } from '@showroom/ui';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { RemoteShowroomEntry } from '../remotes/entry-widgets.tsx';
import { HeroVideo } from './home/hero-video.tsx';
import heroCss from './home/home-hero.css?inline';
import { LazyHomeSections } from './home/lazy-home-sections.tsx';

/**
 * The marketing home (spec §2): the hero with its background video, the Pro links and the
 * Showroom ID entry render at once; every section below it is a lazy chunk that loads when
 * scrolled near (see lazy-home-sections.tsx).
 */
export function HomePage() {
  const selection = useShowroomSelection();

  useEffect(() => {
    storage.remove(STORAGE_KEYS.category);
    storage.remove(STORAGE_KEYS.breadcrumb);
  }, []);

  return (
    <>
      <StyleSheet name="shell-home-hero" css={heroCss} precedence="sr-page" />
      <section className="home-hero" aria-labelledby="home-title">
        <HeroVideo />
        <div className="home-hero__text">
          <p className="home-hero__eyebrow">Virtual showroom for home remodeling</p>
          <h1 id="home-title">Every finish for your remodel, in one showroom</h1>
          <p className="home-hero__lead">
            Browse tiles, flooring, faucets, vanities, lights and outdoor materials from dozens of brands at
            your Pro's prices, see them together in 3D, and pay securely by card.
          </p>
          <p>
            <Link className="shell-button shell-button--ghost" to={ROUTE_PATHS.visualize}>
              {MESSAGES.visualizeRoom}
            </Link>
          </p>
          {!selection && (
            <div className="home-hero__pro">
              <Link className="shell-button" to={ROUTE_PATHS.proSignUp}>
                Sign Up as a Pro
              </Link>
              <Link className="shell-button shell-button--ghost" to={ROUTE_PATHS.proAccount}>
                Learn More
              </Link>
            </div>
          )}
        </div>
        <div className="home-hero__entry">
          <RemoteShowroomEntry />
        </div>
      </section>
      <LazyHomeSections />
    </>
  );
}
