import { create } from 'qrcode';
import { useMemo } from 'react';

/** Light modules around the symbol, as the QR standard asks, so phone cameras find it. */
const QUIET_ZONE = 4;

/**
 * The Pix code as a QR code drawn in React SVG from the qrcode library's module matrix: no canvas,
 * no data: URL and no injected markup, since the CSP allows images from self and blob: only
 * (docs/product/pix.md#the-pix-card).
 */
export function PixQrCode({ code, label }: { code: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(code, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
      }
    }
    return { size: modules.size + 2 * QUIET_ZONE, path: parts.join('') };
  }, [code]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-56 max-w-full rounded-lg bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
