import { useTokens } from '@storefront/ui-kit';

/** The centred not-found picture: a magnifier over an empty page with "404". Decorative. */
export function NotFoundIllustration() {
  const t = useTokens();
  return (
    <svg
      data-testid="not-found-image"
      viewBox="0 0 320 220"
      width="320"
      height="220"
      role="presentation"
      aria-hidden="true"
      focusable="false"
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      <rect x="60" y="20" width="160" height="180" rx="12" fill={t.colors.surface} stroke={t.colors.border} strokeWidth="3" />
      <rect x="84" y="52" width="112" height="10" rx="5" fill={t.colors.skeleton} />
      <rect x="84" y="74" width="84" height="10" rx="5" fill={t.colors.skeleton} />
      <rect x="84" y="96" width="98" height="10" rx="5" fill={t.colors.skeleton} />
      <text
        x="140"
        y="160"
        textAnchor="middle"
        fontFamily={t.fonts.heading}
        fontSize="44"
        fontWeight={700}
        fill={t.colors.primary}
      >
        404
      </text>
      <circle cx="232" cy="128" r="40" fill="none" stroke={t.colors.text} strokeWidth="10" />
      <line x1="261" y1="157" x2="300" y2="196" stroke={t.colors.text} strokeWidth="14" strokeLinecap="round" />
    </svg>
  );
}
