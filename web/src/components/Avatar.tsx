interface Props {
  /** A presigned picture link from GET /me; without one the default avatar shows. */
  readonly pictureUrl?: string | undefined;
  readonly size: number;
  /** Empty when a name beside it already says whose picture it is. */
  readonly alt: string;
}

/** The profile picture, or the default avatar (spec §3: display name with a default avatar). */
export function Avatar({ pictureUrl, size, alt }: Props) {
  if (pictureUrl) {
    return <img className="avatar" src={pictureUrl} alt={alt} width={size} height={size} data-testid="avatar-picture" />;
  }
  return (
    <svg
      className="avatar avatar-default"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-testid="avatar-default"
    >
      <circle className="avatar-default__disc" cx="32" cy="32" r="32" />
      <circle className="avatar-default__figure" cx="32" cy="25" r="11" />
      <path className="avatar-default__figure" d="M12 54c3-10 11-16 20-16s17 6 20 16" />
    </svg>
  );
}
