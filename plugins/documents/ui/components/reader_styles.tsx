/**
 * The reader's styles, in the server HTML with the page (no flash of unstyled content),
 * scoped by the ds-reader- prefix.
 */
const CSS = `
.ds-reader { padding: 20px 0 48px; }
.ds-reader__crumbs { margin-bottom: 16px; min-width: 0; overflow: hidden; }
.ds-reader__grid { display: grid; grid-template-columns: minmax(0, 1fr) 320px; gap: 20px; align-items: start; }
.ds-reader__main, .ds-reader__side { min-width: 0; display: flex; flex-direction: column; gap: 16px; }
.ds-reader__side { position: sticky; top: calc(var(--ds-header-height, 60px) + 16px); }
.ds-reader-card { background: var(--semi-color-bg-0, #fff); border-radius: var(--ds-radius-large, 12px); box-shadow: var(--ds-shadow); padding: 20px; }
.ds-reader-head { display: flex; gap: 16px; align-items: flex-start; }
.ds-reader-head__body { min-width: 0; flex: 1; }
.ds-reader-head__title { margin: 0 0 8px; font-size: 22px; line-height: 1.4; font-weight: 600; word-break: break-word; }
.ds-reader-head__meta { display: flex; flex-wrap: wrap; gap: 6px 16px; color: var(--semi-color-text-2); font-size: 13px; }
.ds-reader-head__meta span { display: inline-flex; align-items: center; gap: 4px; white-space: nowrap; }
.ds-reader-head__row { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; margin-top: 14px; }
.ds-reader-head__tags { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 12px; }
.ds-reader-head__desc { margin: 12px 0 0; color: var(--semi-color-text-1); font-size: 14px; line-height: 1.7; word-break: break-word; }
.ds-reader-fileicon { flex: none; display: inline-flex; align-items: center; justify-content: center; color: #fff; font-weight: 700; border-radius: 6px; letter-spacing: 0.02em; clip-path: polygon(0 0, 72% 0, 100% 22%, 100% 100%, 0 100%); }
.ds-reader-pages { display: flex; flex-direction: column; gap: 16px; }
.ds-reader-page { position: relative; width: 100%; background: #fff; box-shadow: var(--ds-shadow); border-radius: 4px; overflow: hidden; }
.ds-reader-page img { display: block; width: 100%; height: 100%; object-fit: contain; }
.ds-reader-page__number { position: absolute; right: 10px; bottom: 8px; font-size: 12px; color: var(--semi-color-text-2); background: rgba(255,255,255,0.85); border-radius: 10px; padding: 0 8px; }
.ds-reader-page__watermark { position: absolute; inset: 0; pointer-events: none; opacity: 0.15; background-repeat: repeat; background-size: calc(100% / 3) auto; background-position: center top; }
.ds-reader-page.is-found { outline: 3px solid var(--semi-color-primary); outline-offset: 2px; }
.ds-reader-find { display: flex; flex-direction: column; gap: 10px; padding: 14px 20px; }
.ds-reader-find__bar { display: flex; gap: 8px; }
.ds-reader-find__bar .semi-input-wrapper { flex: 1; min-width: 0; }
.ds-reader-find__summary { display: flex; align-items: center; justify-content: space-between; gap: 8px; color: var(--semi-color-text-2); font-size: 13px; }
.ds-reader-find__hits { list-style: none; margin: 0; padding: 0; max-height: 280px; overflow-y: auto; display: flex; flex-direction: column; gap: 4px; }
.ds-reader-find__hit { display: flex; gap: 12px; width: 100%; text-align: left; border: 0; background: none; padding: 8px 10px; border-radius: 8px; cursor: pointer; font: inherit; color: var(--semi-color-text-0); }
.ds-reader-find__hit:hover:not(:disabled) { background: var(--semi-color-fill-0); }
.ds-reader-find__hit:disabled { cursor: default; color: var(--semi-color-text-2); }
.ds-reader-find__page { flex: none; font-weight: 600; font-size: 13px; white-space: nowrap; }
.ds-reader-find__snippet { min-width: 0; font-size: 13px; line-height: 1.6; word-break: break-word; }
.ds-reader-find__snippet em, .ds-reader-find__snippet mark { font-style: normal; color: var(--semi-color-danger); background: none; }
.ds-reader-get { display: flex; flex-wrap: wrap; justify-content: center; gap: 10px; }
.ds-reader-get--block { flex-direction: column; }
.ds-reader-confirm p { margin: 0 0 8px; font-size: 14px; }
.ds-reader-confirm strong { color: var(--semi-color-warning); font-size: 16px; }
.ds-reader-more { display: flex; justify-content: center; padding: 4px 0; }
.ds-reader-rest { text-align: center; padding: 28px 20px; border: 1px dashed var(--semi-color-border); border-radius: var(--ds-radius-large, 12px); background: var(--semi-color-fill-0); }
.ds-reader-rest__title { font-size: 16px; font-weight: 600; margin: 0 0 14px; }
.ds-reader-state { padding: 40px 16px; }
.ds-reader-ad { overflow: hidden; max-width: 100%; }
.ds-reader-ad img { max-width: 100%; height: auto; }
.ds-reader-info dt { color: var(--semi-color-text-2); }
.ds-reader-info { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0; font-size: 14px; }
.ds-reader-info dd { margin: 0; text-align: right; word-break: break-all; }
.ds-reader-side__title { margin: 0 0 12px; font-size: 16px; font-weight: 600; }
.ds-reader-related { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px; }
.ds-reader-related a { display: flex; gap: 10px; align-items: center; color: var(--semi-color-text-0); min-width: 0; }
.ds-reader-related a:hover .ds-reader-related__title { color: var(--semi-color-primary); }
.ds-reader-related__title { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 14px; }
.ds-reader-related__meta { font-size: 12px; color: var(--semi-color-text-2); }
.ds-reader-related__body { min-width: 0; display: flex; flex-direction: column; }
.ds-reader-downloads { list-style: none; margin: 0; padding: 0; }
.ds-reader-downloads li { display: flex; align-items: center; gap: 12px; padding: 12px 0; border-bottom: 1px solid var(--semi-color-border); min-width: 0; }
.ds-reader-downloads li:last-child { border-bottom: 0; }
.ds-reader-downloads__body { min-width: 0; flex: 1; }
.ds-reader-downloads__title { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 15px; }
.ds-reader-downloads__meta { font-size: 12px; color: var(--semi-color-text-2); }
@media (max-width: 991px) {
  .ds-reader__grid { grid-template-columns: minmax(0, 1fr); }
  .ds-reader__side { position: static; }
}
@media (max-width: 767px) {
  .ds-reader { padding-top: 12px; }
  .ds-reader .ds-container { padding: 0 12px; }
  .ds-reader-card { padding: 14px; }
  .ds-reader-find__hit { flex-direction: column; gap: 2px; }
  .ds-reader-head__title { font-size: 18px; }
  .ds-reader-pages { gap: 10px; }
}
`

export function ReaderStyles() {
  return <style data-owner="documents-reader" dangerouslySetInnerHTML={{ __html: CSS }} />
}
