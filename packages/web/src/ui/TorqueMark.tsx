type TorqueMarkProps = { readonly size?: number; readonly title?: string };

/** Torque's mark: a gauge arc with its needle pushed towards the top of the dial. */
export function TorqueMark({ size = 32, title }: TorqueMarkProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <defs>
        <linearGradient id="torque-mark-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#596ddd" />
          <stop offset="1" stopColor="#293e9c" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#torque-mark-fill)" />
      <path
        d="M9.6 22.4 A9 9 0 1 1 22.4 22.4"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path d="M16 17.5 L21.2 11.2" stroke="#ffd166" strokeWidth="2.6" strokeLinecap="round" />
      <circle cx="16" cy="17.5" r="2.4" fill="#fff" />
    </svg>
  );
}

/** The mark with the product name beside it (plain markup: public pages load no Mantine). */
export function TorqueWordmark({ size = 32 }: { readonly size?: number }) {
  return (
    <span
      role="img"
      aria-label="Torque"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 10, whiteSpace: 'nowrap' }}
    >
      <TorqueMark size={size} />
      <span
        aria-hidden
        style={{
          fontWeight: 750,
          fontSize: size * 0.62,
          letterSpacing: -0.5,
          color: 'var(--mantine-color-text, #1b1f2a)',
        }}
      >
        Torque
      </span>
    </span>
  );
}
