// Generator A of the specimen-like registration certificate (Zulassungsbescheinigung Teil I): the
// front of the 210 × 105 mm sheet, folded twice into three panels, drawn as SVG and rendered by
// sharp. Modelled on the specimen of the Fahrzeug-Zulassungsverordnung: a green guilloche security
// print with an iris, micro-text and watermark, dark green form text with each box's code and German
// label, the holder block (C.1.1–C.1.3, C.4c) beside the plate on the first panel, the technical
// boxes on the others, remarks (22) and the document number. The values are put in the way an
// office's printer fills a pre-printed form: one monospace font, the whole print offset from the
// boxes by up to three millimetres (so a value sometimes touches a line), each line a little apart.
// The form is in tenths of a millimetre (2100 × 1050).

const W = 2100;
const H = 1050;
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');

// Each panel: rows of [height, [[code, label, width], ...]]; labels as the specimen words them (abridged).
const PANEL_1 = [
  [88, [['A', 'Amtliches Kennzeichen', 660]]],
  [66, [['C.1.1', 'Name oder Firmenname', 660]]],
  [66, [['C.1.2', 'Vorname(n)', 660]]],
  [104, [['C.1.3', 'Anschrift', 660]]],
  [86, [['C.4c', 'Der Inhaber der Zulassungsbescheinigung wird nicht als Halter des Fahrzeugs ausgewiesen.', 660]]],
  [66, [['I', 'Datum dieser Zulassung', 660]]],
];
const PANEL_2 = [
  [
    62,
    [
      ['2.1', 'zu 2', 220],
      ['2.2', 'zu D.2', 440],
    ],
  ],
  [
    62,
    [
      ['J', 'Fz.-Klasse', 100],
      ['4', 'Aufbau', 90],
      ['E', 'Fahrzeug-Identifizierungsnummer', 410],
      ['3', 'Prüfz.', 60],
    ],
  ],
  [
    62,
    [
      ['B', 'Datum der Erstzulassung des Fahrzeugs', 380],
      ['14', 'Bezeichnung der nat. Emissionsklasse', 280],
    ],
  ],
  [62, [['D.1', 'Marke', 660]]],
  [136, [['D.2', 'Typ / Variante / Version', 660]]],
  [96, [['D.3', 'Handelsbezeichnung(en)', 660]]],
  [62, [['2', 'Hersteller-Kurzbezeichnung', 660]]],
  [96, [['5', 'Bezeichnung der Fahrzeugklasse und des Aufbaus', 660]]],
  [
    62,
    [
      ['V.9', 'Schadstoffklasse für die EG-Typgenehmigung', 440],
      ['14.1', 'Code zu V.9 oder 14', 220],
    ],
  ],
  [
    62,
    [
      ['P.3', 'Kraftstoffart oder Energiequelle', 330],
      ['10', 'Code zu P.3', 130],
      ['P.1', 'Hubraum in cm³', 200],
    ],
  ],
  [
    62,
    [
      ['L', 'Anzahl der Achsen', 220],
      ['9', 'Anz. Antriebsachsen', 220],
      ['V.7', 'CO₂ in g/km', 220],
    ],
  ],
];
const PANEL_3 = [
  [
    58,
    [
      ['P.2/P.4', 'Nennleistung in kW / Nenndrehzahl bei min⁻¹', 420],
      ['T', 'Höchstgeschw. in km/h', 240],
    ],
  ],
  [
    58,
    [
      ['18', 'Länge in mm', 220],
      ['19', 'Breite in mm', 220],
      ['20', 'Höhe in mm', 220],
    ],
  ],
  [
    58,
    [
      ['G', 'Masse in fahrbereitem Zustand in kg', 300],
      ['12', 'Tankinhalt in l', 180],
      ['13', 'Stützlast in kg', 180],
    ],
  ],
  [
    58,
    [
      ['F.1', 'Techn. zul. Gesamtmasse in kg', 330],
      ['F.2', 'Zul. Gesamtmasse in kg im Zul.-MS', 330],
    ],
  ],
  [
    58,
    [
      ['7.1', 'Achslast Achse 1', 165],
      ['7.2', 'Achse 2', 165],
      ['8.1', 'Zul. Achslast Achse 1', 165],
      ['8.2', 'Achse 2', 165],
    ],
  ],
  [
    58,
    [
      ['O.1', 'Anhängelast gebremst in kg', 240],
      ['O.2', 'ungebremst in kg', 210],
      ['S.1', 'Sitzplätze einschl. Fahrer', 210],
    ],
  ],
  [
    58,
    [
      ['15.1', 'Bereifung Achse 1', 330],
      ['15.2', 'Bereifung Achse 2', 330],
    ],
  ],
  [
    58,
    [
      ['R', 'Farbe des Fahrzeugs', 260],
      ['11', 'Code zu R', 100],
      ['17', 'Merkmal zur BE', 100],
      ['6', 'Datum zu K', 200],
    ],
  ],
  [58, [['K', 'Typgenehmigungsnummer', 660]]],
  [290, [['22', 'Bemerkungen und Ausnahmen', 660]]],
];

/** Guilloche: overlapping waves and rosettes in pale green, under everything. */
function guilloche(t) {
  const parts = [];
  for (let i = 0; i < 60; i++) {
    const y0 = 8 + i * 17.5;
    const a1 = t.between(4, 12);
    const a2 = t.between(2, 6);
    const p1 = t.between(120, 260);
    const p2 = t.between(40, 80);
    const phase = t.between(0, 6.28);
    let d = `M 0 ${y0.toFixed(1)}`;
    for (let x = 10; x <= W; x += 10)
      d += ` L ${x} ${(y0 + a1 * Math.sin(x / p1 + phase) + a2 * Math.sin(x / p2 + i)).toFixed(1)}`;
    parts.push(`<path d="${d}" stroke="url(#iris)" stroke-width="1.3" fill="none" opacity="0.65"/>`);
  }
  for (const cx of [350, 1050, 1750]) {
    const cy = 560 + t.between(-40, 40);
    for (let k = 0; k < 14; k++) {
      let d = '';
      for (let s = 0; s <= 360; s++) {
        const a = (s / 360) * Math.PI * 2;
        const r = 150 + 22 * Math.sin(9 * a + k * 0.45) + 8 * Math.sin(23 * a);
        d += `${s ? ' L' : 'M'} ${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
      }
      parts.push(`<path d="${d}" stroke="#9fcaa8" stroke-width="1" fill="none" opacity="0.55"/>`);
    }
  }
  // Micro-text lines and the watermark words, too small or too pale to be read as values.
  const micro = 'ZULASSUNGSBESCHEINIGUNGTEILI'.repeat(14);
  for (let y = 30; y < H; y += 52)
    parts.push(`<text x="0" y="${y}" font-family="DejaVu Sans" font-size="7" fill="#8fbf98" opacity="0.7">${micro}</text>`);
  for (let i = 0; i < 4; i++)
    parts.push(
      `<text x="${120 + i * 520}" y="${980 - i * 40}" transform="rotate(-18 ${120 + i * 520} ${980 - i * 40})" font-family="DejaVu Serif" font-size="64" fill="#7fae86" opacity="0.12">BUNDESREPUBLIK DEUTSCHLAND</text>`,
    );
  return parts.join('');
}

/** The eagle of the form's head, stylised: a shield with wings, in the form's green. */
function eagle(x, y, color) {
  return `<g transform="translate(${x} ${y})" fill="${color}" opacity="0.85"><path d="M0 -38 L14 -26 L36 -34 L28 -10 L42 -4 L22 6 L16 30 L0 20 L-16 30 L-22 6 L-42 -4 L-28 -10 L-36 -34 L-14 -26 Z"/></g>`;
}

/**
 * The pre-printed paper under the form: colour, guilloche with its iris, micro-text, watermark and the
 * folds, `width` pixels wide. The same for every sheet of a set (as every blank of a print run is),
 * so it is rendered once per set and scaled.
 */
export function specimenBackgroundSvg(t, { width }) {
  const parts = [];
  parts.push(
    `<defs><linearGradient id="iris" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#a9d3b2"/><stop offset="0.45" stop-color="#c4dfa6"/><stop offset="0.75" stop-color="#e0c9b8"/><stop offset="1" stop-color="#a9cfc6"/></linearGradient></defs>`,
  );
  parts.push(`<rect width="${W}" height="${H}" fill="#f3f7ee"/>`);
  parts.push(guilloche(t));
  for (const x of [700, 1400]) parts.push(`<line x1="${x}" y1="0" x2="${x}" y2="${H}" stroke="#b9c3b4" stroke-width="1.2"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(width / 2)}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

/**
 * The form and the office's print as SVG `width` pixels wide (height half of it), transparent where
 * the paper shows (specimenBackgroundSvg goes under it). `print` maps field codes to the lines
 * printed in; answers the SVG and what was drawn (font, offset) for the set's conditions.
 */
export function specimenSvg(t, print, { width }) {
  const valueFont = t.pick(["'DejaVu Sans Mono'", "'DejaVu Sans Mono'", "'DejaVu Sans Mono' font-weight='bold'"]);
  const labelFont = "'DejaVu Sans Condensed'";
  const valueSize = t.between(30, 34);
  const ink = t.pick(['#141414', '#1d1d24', '#262626', '#202a20']);
  const green = t.pick(['#1d5a3c', '#245f43', '#1a4f36']);
  // The office's printer never hits the boxes exactly: one offset for the sheet, a little per line.
  const offset = { x: t.between(-14, 30), y: t.between(-14, 14) };
  const parts = [];
  // Head of the first panel.
  parts.push(eagle(70, 78, green));
  parts.push(`<text x="130" y="62" font-family=${labelFont} font-size="22" fill="${green}">BUNDESREPUBLIK DEUTSCHLAND</text>`);
  parts.push(
    `<text x="130" y="104" font-family=${labelFont} font-size="34" font-weight="bold" fill="${green}">Zulassungsbescheinigung Teil I</text>`,
  );
  parts.push(`<text x="130" y="136" font-family=${labelFont} font-size="22" fill="${green}">(Fahrzeugschein)</text>`);
  parts.push(`<text x="1980" y="52" font-family=${labelFont} font-size="16" fill="${green}" text-anchor="end">Nr.</text>`);
  parts.push(
    `<text x="2075" y="54" font-family="'DejaVu Sans Mono'" font-size="28" fill="#1e2f7a" text-anchor="end">${esc(print.number?.[0] ?? '')}</text>`,
  );
  const drawn = [];
  const panel = (rows, x0, y0) => {
    let y = y0;
    for (const [h, cells] of rows) {
      let x = x0;
      for (const [code, label, w] of cells) {
        parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${green}" stroke-width="1.6"/>`);
        parts.push(
          `<text x="${x + 5}" y="${y + 17}" font-family=${labelFont} font-size="15" font-weight="bold" fill="${green}">${esc(code)}</text>`,
        );
        const codeWidth = code.length * 8.5 + 12;
        const labelSize = label.length * 7 > w - codeWidth ? 10 : 12;
        if (code === 'C.4c')
          parts.push(
            `<text x="${x + codeWidth + 4}" y="${y + 17}" font-family=${labelFont} font-size="13" fill="${green}">Der Inhaber der Zulassungsbescheinigung wird nicht</text><text x="${x + codeWidth + 4}" y="${y + 34}" font-family=${labelFont} font-size="13" fill="${green}">als Halter des Fahrzeugs ausgewiesen.</text>`,
          );
        else
          parts.push(
            `<text x="${x + codeWidth}" y="${y + 16}" font-family=${labelFont} font-size="${labelSize}" fill="${green}">${esc(label)}</text>`,
          );
        const lines = print[code] ?? [];
        lines.forEach((line, i) => {
          if (!line) return;
          const vx = x + 16 + offset.x + t.between(-2, 2);
          const vy = y + 50 + i * 36 + offset.y + t.between(-2, 2);
          parts.push(
            `<text x="${vx.toFixed(1)}" y="${vy.toFixed(1)}" font-family=${valueFont} font-size="${valueSize.toFixed(1)}" fill="${ink}" xml:space="preserve">${esc(line)}</text>`,
          );
        });
        drawn.push(code);
        x += w;
      }
      y += h;
    }
  };
  panel(PANEL_1, 20, 170);
  panel(PANEL_2, 720, 60);
  panel(PANEL_3, 1420, 70);
  // The office's stamp and name under the holder block.
  parts.push(
    `<text x="40" y="840" font-family=${labelFont} font-size="13" fill="${green}">Zulassungsbehörde / Dienstsiegel</text>`,
  );
  parts.push(
    `<text x="${(60 + offset.x).toFixed(1)}" y="${(890 + offset.y).toFixed(1)}" font-family=${valueFont} font-size="${valueSize.toFixed(1)}" fill="${ink}">${esc(print.authority?.[0] ?? '')}</text>`,
  );
  const sx = t.between(480, 580);
  const sy = t.between(860, 930);
  const stamp = t.pick(['#3a4f8f', '#5b4f7a', '#2f5f7f']);
  parts.push(
    `<g opacity="${t.between(0.35, 0.7).toFixed(2)}"><circle cx="${sx}" cy="${sy}" r="88" fill="none" stroke="${stamp}" stroke-width="4"/><circle cx="${sx}" cy="${sy}" r="64" fill="none" stroke="${stamp}" stroke-width="2"/>${eagle(sx, sy, stamp)}</g>`,
  );
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(width / 2)}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`,
    drawing: {
      renderer: 'svg-sharp',
      valueFont: valueFont.replace(/'/g, ''),
      offsetMm: [+(offset.x / 10).toFixed(1), +(offset.y / 10).toFixed(1)],
    },
  };
}
