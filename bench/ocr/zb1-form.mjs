// The certificate's form as SVG: pale green security print, field codes with small labels, and the
// values printed in by the registration office with a small offset.

// The form: rows of cells (code, small label, value); x and label width in form units (2100 × 1000).
const LEFT = [
  [['A', 'Amtliches Kennzeichen', 330]],
  [
    ['B', 'Datum der Erstzulassung', 330],
    ['I', 'Datum dieser Zulassung', 250, 540],
  ],
  [['C.1.1', 'Name oder Firmenname', 330]],
  [['C.1.2', 'Vorname(n)', 330]],
  [['C.1.3', 'Anschrift', 330]],
  [
    ['2.1', 'zu 2 (Herst.-Schl.)', 330],
    ['2.2', 'zu D.2 (Typ-Schl.)', 210, 560],
  ],
  [
    ['J', 'Fahrzeugklasse', 250],
    ['4', 'Art des Aufbaus', 230, 420],
    ['3', 'Prüfziffer', 170, 780],
  ],
  [['E', 'Fahrzeug-Identifizierungsnr.', 330]],
  [['D.1', 'Marke', 330]],
  [['D.2', 'Typ / Variante / Version', 330]],
  [['D.3', 'Handelsbezeichnung(en)', 330]],
  [['2', 'Hersteller-Kurzbezeichnung', 330]],
  [['5', 'Fahrzeugklasse und Aufbau', 330]],
];
const RIGHT = [
  [['P.1', 'Hubraum in cm³', 330]],
  [['P.2/P.4', 'Leistung kW / Drehzahl', 330]],
  [
    ['P.3', 'Kraftstoffart / Energiequelle', 330],
    ['10', 'Code zu P.3', 170, 700],
  ],
  [
    ['14', 'Emissionsklasse', 330],
    ['14.1', 'Code zu V.9/14', 170, 700],
  ],
  [['V.9', 'EG-Schadstoffklasse', 330]],
  [
    ['F.1', 'Techn. zul. Gesamtmasse kg', 330],
    ['G', 'Masse fahrbereit', 170, 640],
  ],
  [
    ['R', 'Farbe', 330],
    ['S.1', 'Sitzplätze', 170, 640],
  ],
  [['T', 'Höchstgeschw. km/h', 330]],
  [['K', 'Typgenehmigungsnr.', 330]],
  [['0', 'Nr. der ZB Teil II', 330]],
];

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function formSvg(t, print, { width }) {
  const height = Math.round(width / 2.1);
  const valueFont = t.pick([
    "'DejaVu Sans Mono'",
    "'Liberation Mono'",
    "'DejaVu Sans'",
    "'Liberation Sans'",
    "'DejaVu Serif'",
    "'Liberation Serif'",
  ]);
  const labelFont = t.pick(["'Liberation Sans Narrow'", "'DejaVu Sans Condensed'", "'Liberation Sans'"]);
  const valueSize = t.between(25, 29);
  const ink = t.pick(['#151515', '#222', '#1c1c2a', '#303030']);
  const form = t.pick(['#e6f0e0', '#e9f2e6', '#eef3e4', '#e3eee2']);
  const print2 = t.pick(['#3f6b4a', '#44705a', '#4a6e46']);
  // The office's printer never hits the boxes exactly.
  const offset = { x: t.between(-10, 14), y: t.between(-6, 6) };
  const parts = [];
  // Guilloche: the security print behind everything.
  for (let i = 0; i < 26; i++) {
    const y0 = 40 + i * 36;
    const amp = t.between(6, 16);
    const period = t.between(90, 180);
    let d = `M 0 ${y0}`;
    for (let x = 0; x <= 2100; x += 30) d += ` L ${x} ${(y0 + amp * Math.sin((x / period) * Math.PI * 2 + i)).toFixed(1)}`;
    parts.push(`<path d="${d}" stroke="#c7dcc2" stroke-width="1.6" fill="none" opacity="0.8"/>`);
  }
  parts.push(`<rect x="18" y="18" width="2064" height="964" fill="none" stroke="${print2}" stroke-width="3"/>`);
  parts.push(`<line x1="1055" y1="95" x2="1055" y2="960" stroke="${print2}" stroke-width="1.5"/>`);
  parts.push(
    `<text x="40" y="62" font-family=${labelFont} font-size="30" font-weight="bold" fill="${print2}">Zulassungsbescheinigung Teil I (Fahrzeugschein)</text>`,
  );
  parts.push(`<text x="1380" y="62" font-family=${labelFont} font-size="24" fill="${print2}">Bundesrepublik Deutschland</text>`);
  parts.push(
    `<text x="1820" y="62" font-family=${labelFont} font-size="24" fill="#b03030">Nr. ${esc(t.chars('ABCDEFGHJK', 2))}${t.chars('0123456789', 7)}</text>`,
  );
  const column = (rows, x0) => {
    rows.forEach((cells, r) => {
      const y = 145 + r * 64;
      for (const [code, label, labelWidth, dx = 0] of cells) {
        const x = x0 + dx;
        parts.push(
          `<text x="${x}" y="${y}" font-family=${labelFont} font-size="20" font-weight="bold" fill="${print2}">${esc(code)}</text>`,
        );
        const codeWidth = code.length * 11 + 14;
        parts.push(
          `<text x="${x + codeWidth}" y="${y}" font-family=${labelFont} font-size="15" fill="${print2}">${esc(label)}</text>`,
        );
        parts.push(
          `<line x1="${x}" y1="${y + 16}" x2="${x + 980 - dx}" y2="${y + 16}" stroke="${print2}" stroke-width="0.8" opacity="0.5"/>`,
        );
        const value = print[code];
        if (value !== undefined)
          parts.push(
            `<text x="${(x + (dx ? labelWidth : labelWidth - 60) + offset.x).toFixed(1)}" y="${(y + offset.y).toFixed(1)}" font-family=${valueFont} font-size="${valueSize.toFixed(1)}" fill="${ink}">${esc(value)}</text>`,
          );
      }
    });
  };
  column(LEFT, 40);
  column(RIGHT, 1080);
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 2100 1000"><rect width="2100" height="1000" fill="${form}"/>${parts.join('')}</svg>`,
    height,
    fonts: { valueFont, labelFont },
  };
}
