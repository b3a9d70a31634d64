import { encode } from "uqr";

/** A QR code drawn as one SVG path (dark modules on white, with the standard quiet zone). */
export default function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  const { data } = encode(value, { border: 2 });
  const cells = data.length;
  let path = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${cells} ${cells}`} shapeRendering="crispEdges">
      <rect width={cells} height={cells} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
