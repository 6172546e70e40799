import qrcode from 'qrcode-generator';

/**
 * The QR code of `text` (byte mode, error correction level M, the smallest version that fits)
 * as SVG path data to be stroked with width 1: per row, `M x y.5 h w` for its first run of dark
 * modules and `m gap 0 h w` for the next ones, one unit per module. Runs at build time only; no
 * QR code library reaches the browser.
 */
export function qrPath(text: string): {size: number; path: string} {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  let path = '';
  for (let y = 0; y < size; y++) {
    let pen: number | null = null;
    for (let x = 0; x < size; x++) {
      if (!code.isDark(y, x)) continue;
      let end = x;
      while (end + 1 < size && code.isDark(y, end + 1)) end++;
      path += pen === null ? `M${x} ${y}.5` : `m${x - pen} 0`;
      path += `h${end - x + 1}`;
      pen = end + 1;
      x = end;
    }
  }
  return {size, path};
}

/** The dark modules a path from qrPath draws, as rows of booleans (for tests and checks). */
export function qrModules(path: string, size: number): boolean[][] {
  const rows = Array.from({length: size}, () => Array<boolean>(size).fill(false));
  let x = 0;
  let y = 0;
  for (const [, op, a, b] of path.matchAll(/([Mmh])(\d+)(?:\s+(\d+)(?:\.5)?)?/g)) {
    if (op === 'M') [x, y] = [Number(a), Number(b)];
    else if (op === 'm') x += Number(a);
    else for (let end = x + Number(a); x < end; x++) rows[y]![x] = true;
  }
  return rows;
}

/**
 * The QR code of a path from qrPath as an RGBA image, `scale` pixels a module, with the four-module
 * quiet zone: what a QR decoder reads (the tests check that the drawn code reads back as its text).
 */
export function qrImage(
  path: string,
  size: number,
  scale = 4,
): {width: number; height: number; data: Uint8Array} {
  const side = (size + 8) * scale;
  const data = new Uint8Array(side * side * 4).fill(255);
  qrModules(path, size).forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const i = (((y + 4) * scale + dy) * side + (x + 4) * scale + dx) * 4;
          data[i] = data[i + 1] = data[i + 2] = 0;
        }
      }
    }),
  );
  return {width: side, height: side, data};
}
