/** Small inline line icons (no icon font, no request); decorative, so hidden from screen readers. */
const paths = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  alert: 'M12 8v5m0 3.5v.01M10.3 3.9L2.6 17.5A2 2 0 004.3 20.5h15.4a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z',
  info: 'M12 11v6m0-9.5v.01M21 12a9 9 0 11-18 0 9 9 0 0118 0z',
  book: 'M4 5.5A2.5 2.5 0 016.5 3H20v15H6.5A2.5 2.5 0 004 20.5v-15zM4 20.5A2.5 2.5 0 016.5 18H20v3H6.5',
  chart: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  document: 'M14 3H7a2 2 0 00-2 2v14a2 2 0 002 2h10a2 2 0 002-2V8l-5-5zm0 0v5h5M9 13h6M9 17h6',
  spark: 'M12 3v4m0 10v4M3 12h4m10 0h4M6 6l2.5 2.5m7 7L18 18M6 18l2.5-2.5m7-7L18 6',
  handshake: 'M3 11l4-4 4 2 3-2 7 5-3 3-4-3-3 3-3-2-2 2zM7 13l3 3m0-3l3 3',
  trend: 'M3 17l6-6 4 4 8-8m0 0h-5m5 0v5',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  arrow: 'M5 12h14m-6-6l6 6-6 6',
  chevron: 'M6 9l6 6 6-6',
  play: 'M8 5v14l11-7z',
  pause: 'M8 5v14M16 5v14',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 20 }: { readonly name: IconName; readonly size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === 'play' ? 0 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} fill={name === 'play' ? 'currentColor' : 'none'} />
    </svg>
  );
}
