// Generator B of the specimen-like registration certificate: drawn independently of generator A
// (zb1-specimen-svg) as HTML and CSS and rendered by Debian's Chromium through Playwright, with other
// fonts (Courier Prime for the office's print, Roboto Condensed for the form), its own box geometry
// (a CSS grid in millimetres, other widths and heights, the codes in small boxes of their own) and a
// guilloche of CSS gradients, so that nothing tuned to one drawing passes on the other by chance.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'bench/package.json'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const font = (pkg, file) =>
  `data:font/woff2;base64,${readFileSync(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', file)).toString('base64')}`;
let fontFaces;
function fontCss() {
  fontFaces ??= [
    ['ZB Print', '@fontsource/courier-prime', 'courier-prime-latin', 400],
    ['ZB Print', '@fontsource/courier-prime', 'courier-prime-latin', 700],
    ['ZB Form', '@fontsource/roboto-condensed', 'roboto-condensed-latin', 400],
    ['ZB Form', '@fontsource/roboto-condensed', 'roboto-condensed-latin', 700],
  ]
    .map(
      ([family, pkg, file, weight]) =>
        `@font-face{font-family:'${family}';font-weight:${weight};src:url(${font(pkg, `${file}-${weight}-normal.woff2`)}) format('woff2')}`,
    )
    .join('');
  return fontFaces;
}

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');

// Panels of rows: [height mm, [[code, label, width mm], ...]]; geometry of its own, not generator A's.
const PANELS = [
  [
    [10, [['A', 'Amtliches Kennzeichen', 66]]],
    [7.5, [['C.1.1', 'Name oder Firmenname', 66]]],
    [7.5, [['C.1.2', 'Vorname(n)', 66]]],
    [11.5, [['C.1.3', 'Anschrift', 66]]],
    [9, [['C.4c', 'Der Inhaber der Zulassungsbescheinigung wird nicht als Halter des Fahrzeugs ausgewiesen.', 66]]],
    [
      7,
      [
        ['I', 'Datum dieser Zulassung', 36],
        ['B', 'Datum der Erstzulassung', 30],
      ],
    ],
  ],
  [
    [
      7,
      [
        ['2.1', 'zu 2', 18],
        ['2.2', 'zu D.2', 29],
        ['J', 'Klasse', 10],
        ['4', 'Aufbau', 9],
      ],
    ],
    [
      7,
      [
        ['E', 'Fahrzeug-Identifizierungsnummer', 58],
        ['3', 'PZ', 8],
      ],
    ],
    [7, [['D.1', 'Marke', 66]]],
    [14.5, [['D.2', 'Typ / Variante / Version', 66]]],
    [10, [['D.3', 'Handelsbezeichnung(en)', 66]]],
    [7, [['2', 'Hersteller-Kurzbezeichnung', 66]]],
    [10, [['5', 'Fahrzeugklasse und Aufbau', 66]]],
    [
      7,
      [
        ['P.3', 'Kraftstoffart / Energiequelle', 36],
        ['10', 'Code zu P.3', 14],
        ['14', 'Emiss.-Kl.', 16],
      ],
    ],
    [
      7,
      [
        ['P.1', 'Hubraum cm³', 22],
        ['P.2/P.4', 'Nennleistung kW / min⁻¹', 28],
        ['T', 'km/h', 16],
      ],
    ],
    [
      7,
      [
        ['V.9', 'EG-Schadstoffklasse', 44],
        ['14.1', 'Code', 22],
      ],
    ],
  ],
  [
    [
      6.5,
      [
        ['18', 'Länge mm', 22],
        ['19', 'Breite mm', 22],
        ['20', 'Höhe mm', 22],
      ],
    ],
    [
      6.5,
      [
        ['G', 'Masse fahrbereit kg', 24],
        ['F.1', 'Techn. zul. Gesamtm.', 21],
        ['F.2', 'Zul. Gesamtm.', 21],
      ],
    ],
    [
      6.5,
      [
        ['7.1', 'Achsl. 1', 16],
        ['7.2', 'Achsl. 2', 17],
        ['8.1', 'zul. 1', 16],
        ['8.2', 'zul. 2', 17],
      ],
    ],
    [
      6.5,
      [
        ['O.1', 'Anh. gebr.', 22],
        ['O.2', 'ungebr.', 22],
        ['S.1', 'Sitze', 11],
        ['L', 'Achsen', 11],
      ],
    ],
    [
      6.5,
      [
        ['15.1', 'Bereifung Achse 1', 33],
        ['15.2', 'Achse 2', 33],
      ],
    ],
    [
      6.5,
      [
        ['R', 'Farbe', 26],
        ['11', 'Code', 10],
        ['V.7', 'CO₂ g/km', 14],
        ['9', 'Antr.', 16],
      ],
    ],
    [
      6.5,
      [
        ['K', 'Nr. der Typgenehmigung', 44],
        ['6', 'Datum zu K', 22],
      ],
    ],
    [34, [['22', 'Bemerkungen und Ausnahmen', 66]]],
  ],
];

/** The certificate as one HTML page (210 × 105 mm at 96 CSS px per inch) and what was drawn. */
export function specimenHtml(t, print) {
  const ink = t.pick(['#111', '#1b1b22', '#242424']);
  const green = t.pick(['#205d40', '#2a6648', '#1c5238']);
  const size = t.between(3.1, 3.5);
  const bold = t.rnd() < 0.4;
  // The office's printer: one offset for the sheet (mm), a little per line.
  const dx = t.between(-1.2, 3);
  const dy = t.between(-1.3, 1.3);
  const tops = [22, 6, 7];
  const panels = PANELS.map((rows, p) => {
    const html = rows
      .map(
        ([h, cells]) =>
          `<div class="row" style="height:${h}mm">${cells
            .map(([code, label, w]) => {
              const lines = (print[code] ?? [])
                .map(
                  (line, i) =>
                    `<div class="v" style="left:${(1.8 + dx + t.between(-0.2, 0.2)).toFixed(2)}mm;top:${(3.2 + dy + i * 3.7 + t.between(-0.2, 0.2)).toFixed(2)}mm">${esc(line)}</div>`,
                )
                .join('');
              return `<div class="cell" style="width:${w}mm"><div class="hd"><span class="code">${esc(code)}</span><span class="label">${esc(label)}</span></div>${lines}</div>`;
            })
            .join('')}</div>`,
      )
      .join('');
    return `<div class="panel" style="left:${2 + p * 70}mm;top:${tops[p]}mm">${html}</div>`;
  });
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${fontCss()}
html,body{margin:0;padding:0}
.sheet{position:relative;width:210mm;height:105mm;overflow:hidden;background:
 repeating-radial-gradient(circle at 18% 62%, rgba(120,180,130,.28) 0 .25mm, transparent .25mm 1.4mm),
 repeating-radial-gradient(circle at 84% 30%, rgba(150,190,120,.22) 0 .2mm, transparent .2mm 1.7mm),
 repeating-linear-gradient(35deg, rgba(140,190,150,.18) 0 .2mm, transparent .2mm 1.1mm),
 repeating-linear-gradient(-35deg, rgba(210,170,160,.15) 0 .2mm, transparent .2mm 1.3mm),
 linear-gradient(100deg,#edf6ea,#f5f4e3 45%,#f6ecea 75%,#eaf4f1)}
.wm{position:absolute;font:700 13mm 'ZB Form';color:rgba(60,120,80,.07);transform:rotate(-14deg);white-space:nowrap}
.micro{position:absolute;left:0;font:1.3mm 'ZB Form';color:rgba(70,130,90,.35);white-space:nowrap;letter-spacing:.1mm}
.fold{position:absolute;top:0;bottom:0;width:0;border-left:.25mm solid rgba(150,160,150,.5)}
.panel{position:absolute;width:66mm}
.row{display:flex}
.cell{position:relative;box-sizing:border-box;border:.22mm solid ${green};margin:0 -.22mm -.22mm 0}
.hd{position:absolute;left:0;top:0;right:0;display:flex;gap:.6mm;align-items:flex-start;overflow:hidden}
.code{flex:none;font:700 1.9mm/2.4mm 'ZB Form';color:#fff;background:${green};padding:0 .5mm}
.label{font:1.55mm/1.8mm 'ZB Form';color:${green};padding-top:.2mm}
.v{position:absolute;font:${bold ? 700 : 400} ${size.toFixed(2)}mm/1 'ZB Print','DejaVu Sans Mono';color:${ink};white-space:pre}
.head{position:absolute;left:4mm;top:3mm;color:${green};font-family:'ZB Form'}
.num{position:absolute;right:4mm;top:3mm;font:3.2mm 'ZB Print';color:#1d2e86;letter-spacing:.4mm}
.seal{position:absolute;width:17mm;height:17mm;border-radius:50%;border:.7mm double rgba(60,70,140,.55)}
</style></head><body><div class="sheet">
${Array.from({ length: 30 }, (_, i) => `<div class="micro" style="top:${2 + i * 3.5}mm">${'BUNDESREPUBLIK DEUTSCHLAND ZULASSUNGSBESCHEINIGUNG '.repeat(9)}</div>`).join('')}
<div class="wm" style="left:8mm;top:70mm">ZULASSUNGSBESCHEINIGUNG</div>
<div class="wm" style="left:120mm;top:35mm">BUNDESREPUBLIK</div>
<div class="fold" style="left:70mm"></div><div class="fold" style="left:140mm"></div>
<div class="head"><div style="font-size:2.4mm;letter-spacing:.3mm">BUNDESREPUBLIK DEUTSCHLAND</div><div style="font-size:4.6mm;font-weight:700">Zulassungsbescheinigung</div><div style="font-size:3.4mm">Teil I &nbsp;(Fahrzeugschein)</div></div>
<div class="num"><span style="font:1.8mm 'ZB Form';color:${green}">Nr. </span>${esc(print.number?.[0] ?? '')}</div>
${panels.join('')}
<div style="position:absolute;left:4mm;top:88mm;font:1.6mm 'ZB Form';color:${green}">Zulassungsbehörde</div>
<div class="v" style="left:${(5 + dx).toFixed(2)}mm;top:${(91 + dy).toFixed(2)}mm">${esc(print.authority?.[0] ?? '')}</div>
<div class="seal" style="left:${t.between(44, 52).toFixed(1)}mm;top:${t.between(84, 88).toFixed(1)}mm"></div>
</div></body></html>`;
  return {
    html,
    drawing: { renderer: 'html-chromium', valueFont: 'Courier Prime', offsetMm: [+dx.toFixed(1), +dy.toFixed(1)] },
  };
}

/** A Chromium to render with; `render(html, scale)` answers a PNG of the sheet, `close()` ends it. */
export async function openRenderer() {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `generator B renders in Debian's Chromium, not found at ${CHROMIUM}: apt-get install chromium, or set CHROMIUM_PATH`,
    );
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    /** A JPEG of high quality: Chromium's PNG encoder takes seconds for a sheet at 300 dpi. */
    async render(html, scale) {
      const context = await browser.newContext({ viewport: { width: 794, height: 397 }, deviceScaleFactor: scale });
      try {
        const page = await context.newPage();
        await page.setContent(html, { waitUntil: 'load' });
        await page.evaluate('document.fonts.ready');
        return await page.screenshot({ type: 'jpeg', quality: 97, clip: { x: 0, y: 0, width: 794, height: 397 } });
      } finally {
        await context.close();
      }
    },
    close: () => browser.close(),
  };
}
