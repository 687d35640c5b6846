/**
 * Styles of the upload page and the 我的文档 tab, rendered with the page so they are in the
 * server HTML; scoped by the ds-up- prefix.
 */
const CSS = `
.ds-up-page { padding: 24px 0 48px; }
.ds-up-card {
  background: var(--semi-color-bg-0, #fff);
  border-radius: var(--ds-radius-large, 12px);
  box-shadow: var(--ds-shadow);
  padding: 24px;
}
.ds-up-card + .ds-up-card { margin-top: 16px; }
.ds-up-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px 16px; margin-bottom: 16px; }
.ds-up-head h1 { font-size: 20px; font-weight: 600; margin: 0; color: var(--semi-color-text-0); }
.ds-up-head p { margin: 0; color: var(--semi-color-text-2); font-size: 13px; }
.ds-up-drop {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 8px;
  min-height: 168px; padding: 24px 16px; text-align: center;
  border: 1px dashed var(--semi-color-border, #d9d9d9); border-radius: var(--ds-radius, 8px);
  background: var(--semi-color-fill-0, #f9f9f9); cursor: pointer; transition: border-color .2s, background .2s;
}
.ds-up-drop:hover, .ds-up-drop:focus-visible, .ds-up-drop.is-over {
  border-color: var(--semi-color-primary); background: var(--semi-color-primary-light-default); outline: none;
}
.ds-up-drop__icon { font-size: 40px; color: var(--semi-color-primary); }
.ds-up-drop__title { font-size: 15px; color: var(--semi-color-text-0); }
.ds-up-drop__hint { font-size: 12px; color: var(--semi-color-text-2); max-width: 560px; word-break: break-word; }
.ds-up-batch { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto; gap: 12px; align-items: end; }
.ds-up-label { display: block; font-size: 13px; color: var(--semi-color-text-1); margin-bottom: 6px; }
.ds-up-list { display: flex; flex-direction: column; gap: 12px; }
.ds-up-item { border: 1px solid var(--semi-color-border, #e5e6eb); border-radius: var(--ds-radius, 8px); padding: 16px; }
.ds-up-item.is-done { border-color: var(--semi-color-success-light-active, #a6e3b8); }
.ds-up-item.is-failed { border-color: var(--semi-color-danger-light-active, #fbb); }
.ds-up-item__top { display: flex; align-items: center; gap: 12px; min-width: 0; }
.ds-up-item__icon { flex: none; font-size: 28px; color: var(--semi-color-primary); }
.ds-up-item__name { flex: 1; min-width: 0; }
.ds-up-item__file { font-weight: 500; color: var(--semi-color-text-0); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ds-up-item__meta { font-size: 12px; color: var(--semi-color-text-2); }
.ds-up-item__state { flex: none; display: flex; align-items: center; gap: 8px; }
.ds-up-item__progress { margin-top: 10px; }
.ds-up-item__notice { margin-top: 10px; font-size: 13px; }
.ds-up-fields { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 12px; margin-top: 14px; }
.ds-up-fields .is-wide { grid-column: span 2; }
.ds-up-fields .is-full { grid-column: 1 / -1; }
.ds-up-field-error { color: var(--semi-color-danger); font-size: 12px; margin-top: 4px; }
.ds-up-actions { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 12px; margin-top: 16px; }
.ds-up-actions__summary { color: var(--semi-color-text-2); font-size: 13px; }
.ds-up-refusal { display: flex; flex-direction: column; align-items: center; padding: 48px 16px; text-align: center; }
@media (max-width: 767px) {
  .ds-up-page { padding: 12px 0 32px; }
  .ds-up-card { padding: 16px; border-radius: var(--ds-radius, 8px); }
  .ds-up-batch { grid-template-columns: minmax(0, 1fr); }
  .ds-up-fields { grid-template-columns: minmax(0, 1fr); }
  .ds-up-fields .is-wide { grid-column: auto; }
  .ds-up-item { padding: 12px; }
}
`

export function UploadStyles() {
  return <style dangerouslySetInnerHTML={{ __html: CSS }} />
}
