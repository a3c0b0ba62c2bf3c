import { useId } from 'react';

/**
 * The login background: a city at dusk and a car on the road, drawn here so that no third-party
 * photo is needed. Scales to any width; the car stays at the lower right.
 */
export function CarIllustration({ className, title }: { className?: string; title: string }) {
  const id = useId().replace(/:/g, '');
  const sky = `${id}-sky`;
  const body = `${id}-body`;
  const glass = `${id}-glass`;
  return (
    <svg className={className} viewBox="0 0 1600 900" preserveAspectRatio="xMidYMax slice" role="img" aria-label={title}>
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#dbeafe" />
          <stop offset="0.6" stopColor="#eff6ff" />
          <stop offset="1" stopColor="#f8fafc" />
        </linearGradient>
        <linearGradient id={body} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3b82f6" />
          <stop offset="1" stopColor="#1e3a8a" />
        </linearGradient>
        <linearGradient id={glass} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e0f2fe" />
          <stop offset="1" stopColor="#93c5fd" />
        </linearGradient>
      </defs>
      <rect width="1600" height="900" fill={`url(#${sky})`} />
      <circle cx="1320" cy="170" r="70" fill="#fde68a" opacity="0.8" />
      {/* Far skyline */}
      <path
        d="M0 560 V470 h60 v-40 h50 v60 h40 v-120 h70 v100 h50 v-60 h60 v80 h40 v-150 h90 v130 h50 v-70 h70 v90 h60 v-110 h40 v-40 h40 v150 h70 v-90 h60 v60 h50 v-130 h80 v110 h60 v-60 h50 v90 h60 v-140 h70 v120 h60 v-80 h60 v100 h70 v-50 h60 V560 Z"
        fill="#bfdbfe"
      />
      {/* Near skyline */}
      <path
        d="M0 620 V540 h90 v-50 h60 v80 h80 v-100 h60 v60 h90 v-40 h70 v90 h80 v-120 h60 v110 h90 v-60 h70 v70 h80 v-90 h60 v60 h90 v-40 h70 v70 h80 v-110 h60 v100 h90 v-50 h100 V620 Z"
        fill="#93c5fd"
        opacity="0.7"
      />
      {/* Road */}
      <rect y="700" width="1600" height="200" fill="#475569" />
      <rect y="690" width="1600" height="14" fill="#94a3b8" />
      <g fill="#f8fafc">
        <rect x="40" y="790" width="120" height="10" rx="5" />
        <rect x="280" y="790" width="120" height="10" rx="5" />
        <rect x="520" y="790" width="120" height="10" rx="5" />
        <rect x="760" y="790" width="120" height="10" rx="5" />
        <rect x="1000" y="790" width="120" height="10" rx="5" />
        <rect x="1240" y="790" width="120" height="10" rx="5" />
        <rect x="1480" y="790" width="120" height="10" rx="5" />
      </g>
      {/* The car */}
      <g transform="translate(880 540) scale(0.9)">
        <ellipse cx="260" cy="245" rx="290" ry="18" fill="#0f172a" opacity="0.35" />
        <path
          d="M20 200 C10 170 20 140 60 130 L150 118 C190 70 250 40 330 40 L400 40 C450 40 490 70 520 110 L560 124 C585 132 600 150 600 175 L600 200 C600 212 592 220 580 220 L40 220 C28 220 22 212 20 200 Z"
          fill={`url(#${body})`}
        />
        <path d="M175 120 C205 82 250 62 320 60 L320 120 Z" fill={`url(#${glass})`} />
        <path d="M340 60 L395 60 C435 60 468 84 492 120 L340 120 Z" fill={`url(#${glass})`} />
        <rect x="318" y="58" width="24" height="64" fill="#1e3a8a" />
        <path d="M40 160 L80 158" stroke="#fde047" strokeWidth="10" strokeLinecap="round" />
        <path d="M570 150 L592 156" stroke="#f87171" strokeWidth="10" strokeLinecap="round" />
        <rect x="280" y="140" width="34" height="6" rx="3" fill="#bfdbfe" />
        <rect x="420" y="140" width="34" height="6" rx="3" fill="#bfdbfe" />
        <g>
          <circle cx="150" cy="220" r="48" fill="#0f172a" />
          <circle cx="150" cy="220" r="24" fill="#cbd5e1" />
          <circle cx="150" cy="220" r="8" fill="#475569" />
          <circle cx="470" cy="220" r="48" fill="#0f172a" />
          <circle cx="470" cy="220" r="24" fill="#cbd5e1" />
          <circle cx="470" cy="220" r="8" fill="#475569" />
        </g>
      </g>
    </svg>
  );
}
