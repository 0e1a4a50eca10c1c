import { encode } from 'uqr';

/**
 * A QR code drawn as one SVG path (uqr encodes it): crisp at any size, no canvas, no inline
 * style for the Content-Security-Policy to refuse. Dark modules on a white quiet zone.
 */
export function QrCode({ text, label, size = 192 }: { text: string; label: string; size?: number }) {
  const { data } = encode(text, { border: 2 });
  const modules = data.length;
  let path = '';
  data.forEach((row, y) => {
    row.forEach((isDark, x) => {
      if (isDark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className="rounded-lg bg-white"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
