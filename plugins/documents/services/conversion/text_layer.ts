/**
 * The text layer of a preview page: where each run of text sits on the page, so the reader
 * can lay invisible, selectable text over the image (copy, find-in-page). A run is a stretch
 * of one line with no wide gap in it (a table's cells are separate runs), so stretching it to
 * its width in the browser keeps every character over its image.
 */

/** [left, top, width, font size, text], in PDF points from the page's top-left corner. */
export type LayerRun = [number, number, number, number, string]

export interface PageLayer {
  /** The page's size in points, as displayed (rotation applied). */
  w: number
  h: number
  runs: LayerRun[]
}

/** A page with more is a drawing or a table of numbers: its first runs are kept. */
export const MAX_RUNS_PER_PAGE = 4000
const MAX_RUN_CHARS = 2000
/** A gap wider than this many font sizes ends a run. */
const RUN_GAP = 0.8
/** How far above the baseline a glyph box starts, as a share of the font size (most fonts' ascent). */
const ASCENT = 0.86

const round = (value: number) => Math.round(value * 10) / 10

/**
 * mutool's structured text, walked line by line: prints one JSON line a page,
 * `{w, h, runs}`. Only horizontal text makes runs (a rotated or vertical line is left out).
 */
export const MUTOOL_LAYER_SCRIPT = `
var doc = new Document(scriptArgs[0]);
var last = Math.min(parseInt(scriptArgs[1], 10), doc.needsPassword() ? 0 : doc.countPages());
function r(v) { return Math.round(v * 10) / 10; }
for (var i = 0; i < last; i++) {
  var page = doc.loadPage(i);
  var b = page.bound();
  var runs = [];
  var run = null;
  var flush = function () {
    if (run && run.t.replace(/\\s+$/, '').length > 0 && runs.length < ${MAX_RUNS_PER_PAGE}) {
      runs.push([r(run.x0 - b[0]), r(run.base - run.size * ${ASCENT} - b[1]), r(run.x1 - run.x0), r(run.size), run.t.replace(/\\s+$/, '')]);
    }
    run = null;
  };
  page.toStructuredText('preserve-whitespace').walk({
    beginLine: function () { flush(); },
    endLine: function () { flush(); },
    onChar: function (c, origin, font, size, quad) {
      if (Math.abs(quad[1] - quad[3]) > 0.5 || quad[2] < quad[0]) { flush(); return; }
      if (run && (quad[0] - run.x1 > size * ${RUN_GAP} || quad[0] < run.x1 - size || Math.abs(origin[1] - run.base) > size * 0.5 || run.t.length >= ${MAX_RUN_CHARS})) flush();
      if (!run) {
        if (/\\s/.test(c)) return;
        run = { x0: quad[0], x1: quad[2], base: origin[1], size: size, t: '' };
      }
      run.t += c;
      if (!/\\s/.test(c)) run.x1 = Math.max(run.x1, quad[2]);
      if (size > run.size) run.size = size;
    }
  });
  print(JSON.stringify({ w: r(b[2] - b[0]), h: r(b[3] - b[1]), runs: runs }));
}
`

const isWide = (char: string) => /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]/.test(char)

function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
    if (entity[0] !== '#') return named[entity.toLowerCase()]
    const code = entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1))
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
  })
}

const number = (attributes: string, name: string) => Number(new RegExp(`${name}="([\\d.+-]+)"`).exec(attributes)?.[1] ?? Number.NaN)

/**
 * `pdftotext -bbox-layout` output, pages in order: its lines of words become runs (words
 * joined by a space, or by nothing between Chinese characters, a wide gap starting a new run).
 */
export function layersFromPopplerBbox(html: string): PageLayer[] {
  const layers: PageLayer[] = []
  for (const page of html.matchAll(/<page\b([^>]*)>([\s\S]*?)<\/page>/g)) {
    const runs: LayerRun[] = []
    for (const line of page[2].matchAll(/<line\b[^>]*>([\s\S]*?)<\/line>/g)) {
      let run: { x0: number; x1: number; top: number; bottom: number; text: string } | null = null
      const flush = () => {
        if (run && run.text && runs.length < MAX_RUNS_PER_PAGE) {
          runs.push([round(run.x0), round(run.top), round(run.x1 - run.x0), round(run.bottom - run.top), run.text])
        }
        run = null
      }
      for (const word of line[1].matchAll(/<word\b([^>]*)>([\s\S]*?)<\/word>/g)) {
        const [x0, y0, x1, y1] = ['xMin', 'yMin', 'xMax', 'yMax'].map((name) => number(word[1], name))
        const text = decodeEntities(word[2])
        if (![x0, y0, x1, y1].every(Number.isFinite) || !text.trim()) continue
        const size = y1 - y0
        const current = run as { x0: number; x1: number; top: number; bottom: number; text: string } | null
        if (current && (x0 - current.x1 > size * RUN_GAP || current.text.length >= MAX_RUN_CHARS)) flush()
        if (!run) {
          run = { x0, x1, top: y0, bottom: y1, text }
          continue
        }
        const open = run as { x0: number; x1: number; top: number; bottom: number; text: string }
        const joined = isWide(open.text.at(-1) ?? '') && isWide(text[0]) && x0 - open.x1 < size * 0.3
        open.text += joined ? text : ` ${text}`
        open.x1 = Math.max(open.x1, x1)
        open.top = Math.min(open.top, y0)
        open.bottom = Math.max(open.bottom, y1)
      }
      flush()
    }
    layers.push({ w: round(number(page[1], 'width')), h: round(number(page[1], 'height')), runs })
  }
  return layers
}

/** A layer as read from a tool's output, checked: anything malformed is dropped rather than sent to readers. */
export function cleanLayer(raw: unknown): PageLayer | null {
  if (!raw || typeof raw !== 'object') return null
  const { w, h, runs } = raw as { w?: unknown; h?: unknown; runs?: unknown }
  if (typeof w !== 'number' || typeof h !== 'number' || !(w > 0) || !(h > 0) || !Array.isArray(runs)) return null
  const kept: LayerRun[] = []
  for (const run of runs.slice(0, MAX_RUNS_PER_PAGE)) {
    if (!Array.isArray(run) || run.length !== 5) continue
    const [x, y, width, size, text] = run as unknown[]
    if (![x, y, width, size].every((value) => typeof value === 'number' && Number.isFinite(value))) continue
    if (typeof text !== 'string' || !text.trim() || (size as number) <= 0 || (width as number) <= 0) continue
    kept.push([x as number, y as number, width as number, size as number, text.slice(0, MAX_RUN_CHARS)])
  }
  return { w, h, runs: kept }
}
