/** The Founder Journal mark (the same drawing as the PWA icons in public/icons). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 512 512" aria-hidden="true" focusable="false" className="fj-brandmark">
      <defs>
        <linearGradient id="fj-brand-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#4338ca" />
        </linearGradient>
      </defs>
      <rect width="512" height="512" rx="112" fill="url(#fj-brand-gradient)" />
      <rect x="150" y="120" width="212" height="272" rx="28" fill="#fff" />
      <rect x="150" y="120" width="44" height="272" rx="22" fill="#c7d2fe" />
      <path d="M300 120h52v86l-26-18-26 18z" fill="#f59e0b" />
      <path
        d="M222 330l38-44 30 24 44-58"
        fill="none"
        stroke="#4f46e5"
        strokeWidth="24"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
