/** Styles of the personal-centre tabs and the admin pages of community (plain CSS, scoped by class). */
export function CommunityStyles() {
  return (
    <style>{`
.ds-cm-list { list-style: none; margin: 0; padding: 0; }
.ds-cm-item { display: flex; align-items: flex-start; gap: 12px; padding: 14px 0; border-bottom: 1px solid var(--semi-color-border); }
.ds-cm-item:last-child { border-bottom: none; }
.ds-cm-item__body { flex: 1; min-width: 0; }
.ds-cm-item__title { font-weight: 600; color: var(--semi-color-text-0); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; display: block; }
.ds-cm-item__title:hover { color: var(--semi-color-primary); }
.ds-cm-item__text { margin: 4px 0; color: var(--semi-color-text-0); white-space: pre-wrap; word-break: break-word; line-height: 1.6; }
.ds-cm-item__meta { display: flex; flex-wrap: wrap; gap: 4px 12px; font-size: 12px; color: var(--semi-color-text-2); }
.ds-cm-item__ops { flex-shrink: 0; }
.ds-cm-gone { color: var(--semi-color-text-2); }
@media (max-width: 767px) {
  .ds-cm-item { flex-direction: column; gap: 6px; }
  .ds-cm-item__ops { align-self: flex-end; }
}
`}</style>
  )
}
