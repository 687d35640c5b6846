/** Styles of the article section (list, reading page). */
export function ArticleStyles() {
  return (
    <style>{`
.ds-art { padding: 24px 0 40px; }
.ds-art__grid { display: grid; grid-template-columns: minmax(0, 1fr) 300px; gap: 20px; align-items: start; }
.ds-art__main, .ds-art__side { min-width: 0; display: flex; flex-direction: column; gap: 16px; }
.ds-art-card { background: var(--semi-color-bg-0, #fff); border-radius: var(--ds-radius-large, 12px); box-shadow: var(--ds-shadow); padding: 20px; }
.ds-art-card__title { margin: 0 0 12px; font-size: 16px; font-weight: 600; }
.ds-art-crumbs { margin-bottom: 12px; }
.ds-art-list { list-style: none; margin: 0; padding: 0; }
.ds-art-item { padding: 16px 0; border-bottom: 1px solid var(--semi-color-border); }
.ds-art-item:first-child { padding-top: 0; }
.ds-art-item:last-child { border-bottom: none; padding-bottom: 0; }
.ds-art-item__title { font-size: 17px; font-weight: 600; color: var(--semi-color-text-0); word-break: break-word; }
.ds-art-item__title:hover { color: var(--semi-color-primary); }
.ds-art-item__desc { margin: 6px 0; color: var(--semi-color-text-1); line-height: 1.7; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; word-break: break-word; }
.ds-art-meta { display: flex; flex-wrap: wrap; gap: 4px 14px; font-size: 13px; color: var(--semi-color-text-2); }
.ds-art-meta span { display: inline-flex; align-items: center; gap: 4px; white-space: nowrap; }
.ds-art-cats { display: flex; flex-direction: column; gap: 4px; }
.ds-art-cats a { display: block; padding: 6px 10px; border-radius: 6px; color: var(--semi-color-text-0); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ds-art-cats a:hover, .ds-art-cats a.is-active { background: var(--semi-color-primary-light-default); color: var(--semi-color-primary); }
.ds-art-cats .is-child { padding-left: 24px; font-size: 13px; }
.ds-art-head__title { margin: 0 0 10px; font-size: 26px; line-height: 1.4; font-weight: 700; word-break: break-word; }
.ds-art-body { margin-top: 20px; font-size: 16px; line-height: 1.85; color: var(--semi-color-text-0); word-break: break-word; overflow-wrap: anywhere; }
.ds-art-body img { max-width: 100%; height: auto; border-radius: 6px; }
.ds-art-body pre { background: var(--semi-color-fill-0); padding: 12px; border-radius: 6px; overflow-x: auto; }
.ds-art-body blockquote { margin: 12px 0; padding: 4px 16px; border-left: 4px solid var(--semi-color-border); color: var(--semi-color-text-1); }
.ds-art-body table { border-collapse: collapse; display: block; overflow-x: auto; }
.ds-art-body th, .ds-art-body td { border: 1px solid var(--semi-color-border); padding: 6px 10px; }
.ds-art-related { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px; }
.ds-art-related a { color: var(--semi-color-text-0); display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ds-art-related a:hover { color: var(--semi-color-primary); }
@media (max-width: 991px) { .ds-art__grid { grid-template-columns: minmax(0, 1fr); } }
@media (max-width: 767px) {
  .ds-art { padding: 12px 0 24px; }
  .ds-art-card { padding: 14px; }
  .ds-art-head__title { font-size: 20px; }
}
`}</style>
  )
}
