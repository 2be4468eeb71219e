import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const HomeSections = lazy(() =>
  import(/* webpackChunkName: "home-sections" */ './home-sections.tsx').then((module) => ({
    default: module.HomeSections,
  })),
);

/**
 * Loads the sections below the hero only when the visitor heads for them: at the first scroll
 * (so they are usually there before they come into view), or when their slot is in the
 * viewport (a screen taller than the hero). The first screen (hero, Showroom ID form) thus
 * downloads none of their code and the shell's initial JS budget stays where it was. The slot
 * reserves height, so nothing visible moves when they arrive.
 */
export function LazyHomeSections() {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (!element || near) return;
    // Without IntersectionObserver (old browsers, some test DOMs) there is no "near": load now.
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const load = () => setNear(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    });
    observer.observe(element);
    addEventListener('scroll', load, { once: true, passive: true });
    return () => {
      observer.disconnect();
      removeEventListener('scroll', load);
    };
  }, [near]);

  return (
    <div ref={slot} className="home-sections-slot">
      {near ? (
        <Suspense fallback={<div className="home-sections-placeholder" />}>
          <HomeSections />
        </Suspense>
      ) : (
        <div className="home-sections-placeholder" />
      )}
    </div>
  );
}
