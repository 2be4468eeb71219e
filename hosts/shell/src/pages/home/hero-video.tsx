import { useState } from 'react';

/**
 * The hero's "video" (spec §2 asks for a hero with video; nothing can be downloaded, and a real
 * video would cost more than the whole page). A drawn interior panorama that a CSS animation
 * pans and zooms slowly, with a patch of sunlight drifting over it, plays like a looping
 * background clip. Only transform and opacity move, so the compositor animates it without
 * repainting the page. It is decoration (hidden from screen readers); under prefers-reduced-motion it stands
 * still, and the pause button stops it for anyone else (WCAG 2.2.2: motion longer than 5 s).
 */
export function HeroVideo() {
  const [paused, setPaused] = useState(false);
  return (
    <>
      <div className={paused ? 'home-video home-video--paused' : 'home-video'} aria-hidden="true">
        <svg
          className="home-video__scene"
          viewBox="0 0 1200 500"
          preserveAspectRatio="xMidYMid slice"
          aria-hidden="true"
          focusable="false"
        >
          <defs>
            <linearGradient id="home-video-wall" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#e9e2d4" />
              <stop offset="1" stopColor="#c9bda7" />
            </linearGradient>
            <linearGradient id="home-video-floor" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#a97c50" />
              <stop offset="1" stopColor="#6f4d2e" />
            </linearGradient>
            <linearGradient id="home-video-beam" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#fff8e1" stopOpacity=".75" />
              <stop offset="1" stopColor="#fff8e1" stopOpacity="0" />
            </linearGradient>
          </defs>
          <rect width="1200" height="340" fill="url(#home-video-wall)" />
          <rect y="340" width="1200" height="160" fill="url(#home-video-floor)" />
          <path
            d="M0 372H1200M0 410H1200M0 452H1200M140 340v32M420 372v38M760 340v32M980 410v42M300 410v42M620 452v48M1080 340v32"
            stroke="#5a3d22"
            strokeOpacity=".45"
          />
          {[560, 760, 960].map((x) => (
            <g key={x}>
              <rect x={x} y="50" width="150" height="250" fill="#9fd3ef" stroke="#3f3a33" strokeWidth="8" />
              <path d={`M${x + 75} 50v250M${x} 175h150`} stroke="#3f3a33" strokeWidth="5" />
            </g>
          ))}
          <path d="M560 300h450l190 200H620z" fill="url(#home-video-beam)" />
          {/* Kitchen island, stools and pendants on the left; sofa and plant on the right. */}
          <rect x="90" y="270" width="330" height="110" rx="6" fill="#1f3b3a" />
          <rect x="80" y="258" width="350" height="16" rx="4" fill="#f4f1ea" />
          {[150, 250, 350].map((x) => (
            <g key={x}>
              <path d={`M${x} 0v150`} stroke="#2b2b2b" strokeWidth="3" />
              <path d={`M${x - 30} 182q30-50 60 0z`} fill="#c9a15a" />
              <ellipse cx={x} cy="184" rx="34" ry="8" fill="#fff3c4" />
            </g>
          ))}
          <rect x="760" y="330" width="330" height="70" rx="22" fill="#6b7f6a" />
          <rect x="740" y="370" width="370" height="60" rx="18" fill="#7d927b" />
          <rect x="790" y="342" width="70" height="40" rx="12" fill="#efe3c8" />
          <path
            d="M1150 420c-40-50-50-110-14-150 8 60 20 100 14 150zM1150 420c24-60 54-90 40-150-40 40-50 90-40 150z"
            fill="#3f6f3f"
          />
          <rect x="1130" y="410" width="40" height="50" rx="4" fill="#d9d2c3" />
        </svg>
        <div className="home-video__light" />
      </div>
      <button type="button" className="home-video__toggle" onClick={() => setPaused((value) => !value)}>
        {paused ? 'Play background' : 'Pause background'}
      </button>
    </>
  );
}
