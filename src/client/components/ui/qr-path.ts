import QRCode from 'qrcode';

// The QR code's modules as one SVG path (qr-code.tsx draws it; the e2e spec checks a letter's
// code against it).

/** The SVG path of the dark modules, one 1×1 square each, on a grid of `size` modules. */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  let d = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (data[y * size + x]) d += `M${x} ${y}h1v1h-1z`;
    }
  }
  return { size, d };
}
