/**
 * A login's device as its owner recognises it in the session list: the browser and the system its
 * User-Agent names ("Firefox 133 · Windows"), else the header itself, shortened. Only a label: a
 * client may send any User-Agent, so nothing is decided by it.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const DEVICE_MAX = 120;

export function deviceName(userAgent: string | undefined): string | null {
  const agent = userAgent?.replace(/\p{Cc}/gu, '').trim();
  if (!agent) return null;
  const browser = BROWSERS.map(([pattern, name]) => {
    const match = pattern.exec(agent);
    return match ? `${name} ${match[1]}` : null;
  }).find(Boolean);
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  // A middle dot, not a word: the label is shown as it is in every UI language.
  if (browser && system) return `${browser} · ${system}`;
  if (browser || system) return (browser ?? system)!;
  return agent.length > DEVICE_MAX ? `${agent.slice(0, DEVICE_MAX - 1)}…` : agent;
}
