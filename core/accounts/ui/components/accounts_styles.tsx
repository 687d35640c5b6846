/**
 * The accounts pages' own styles, rendered with the page so they are in the server HTML
 * (no flash of unstyled content) and scoped by the ds-acc- prefix.
 */
const CSS = `
.ds-acc-auth {
  min-height: calc(100vh - var(--ds-header-height, 60px) - 120px);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 48px 16px;
  background:
    radial-gradient(1200px 400px at 10% -10%, rgba(0, 100, 250, 0.10), transparent 60%),
    radial-gradient(900px 360px at 110% 110%, rgba(94, 92, 230, 0.10), transparent 60%),
    var(--ds-page-bg, #f5f6f8);
}
.ds-acc-auth__card {
  display: grid;
  grid-template-columns: 360px minmax(0, 1fr);
  width: 100%;
  max-width: 880px;
  background: var(--semi-color-bg-0, #fff);
  border-radius: 16px;
  overflow: hidden;
  box-shadow: 0 12px 40px rgba(28, 31, 35, 0.10), 0 2px 6px rgba(28, 31, 35, 0.04);
}
.ds-acc-auth__brand {
  position: relative;
  padding: 40px 32px;
  color: #fff;
  background: linear-gradient(150deg, #0064fa 0%, #3b5bdb 55%, #6741d9 100%);
  display: flex;
  flex-direction: column;
  gap: 24px;
}
.ds-acc-auth__brand::after {
  content: '';
  position: absolute;
  right: -60px;
  bottom: -60px;
  width: 220px;
  height: 220px;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.08);
}
.ds-acc-auth__brand-name { font-size: 22px; font-weight: 600; letter-spacing: 0.5px; }
.ds-acc-auth__brand-slogan { font-size: 14px; line-height: 1.7; opacity: 0.88; margin: 0; }
.ds-acc-auth__points { list-style: none; margin: 8px 0 0; padding: 0; display: grid; gap: 14px; }
.ds-acc-auth__points li { display: flex; gap: 10px; align-items: flex-start; font-size: 14px; line-height: 1.5; }
.ds-acc-auth__points .semi-icon { margin-top: 2px; opacity: 0.9; }
.ds-acc-auth__form { padding: 40px 44px 32px; min-width: 0; }
.ds-acc-auth__title { margin: 0 0 6px; font-size: 24px; font-weight: 600; color: var(--semi-color-text-0); }
.ds-acc-auth__subtitle { margin: 0 0 24px; color: var(--semi-color-text-2); font-size: 14px; }
.ds-acc-auth__form .semi-form-field { padding-top: 6px; padding-bottom: 10px; }
.ds-acc-auth__submit { margin-top: 8px; height: 40px; font-size: 15px; }
.ds-acc-auth__footer {
  margin-top: 20px;
  display: flex;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  font-size: 14px;
  color: var(--semi-color-text-2);
}
.ds-acc-auth__notice { margin-bottom: 20px; }
.ds-acc-captcha { display: flex; gap: 10px; align-items: stretch; }
.ds-acc-captcha .semi-input-wrapper { flex: 1; }
.ds-acc-captcha__image {
  flex: none;
  width: 140px;
  height: 40px;
  padding: 0;
  border: 1px solid var(--semi-color-border);
  border-radius: 6px;
  background: #f4f7fc;
  cursor: pointer;
  overflow: hidden;
  display: flex;
  align-items: center;
  justify-content: center;
  color: var(--semi-color-text-2);
  font-size: 12px;
}
.ds-acc-captcha__image img { width: 100%; height: 100%; object-fit: contain; display: block; }

.ds-acc-page { padding: 24px 0 48px; background: var(--ds-page-bg, #f5f6f8); }
.ds-acc-card {
  background: var(--semi-color-bg-0, #fff);
  border-radius: var(--ds-radius-large, 12px);
  box-shadow: var(--ds-shadow, 0 1px 2px rgba(28, 31, 35, 0.04), 0 2px 8px rgba(28, 31, 35, 0.06));
}
.ds-acc-hero { position: relative; overflow: hidden; }
.ds-acc-hero__cover {
  height: 120px;
  background:
    radial-gradient(600px 200px at 85% 0%, rgba(255, 255, 255, 0.25), transparent 60%),
    linear-gradient(120deg, #0064fa 0%, #3b5bdb 50%, #6741d9 100%);
}
.ds-acc-hero__body {
  display: flex;
  align-items: flex-end;
  gap: 20px;
  padding: 0 28px 24px;
  margin-top: -44px;
  flex-wrap: wrap;
}
.ds-acc-hero__avatar { position: relative; flex: none; border-radius: 50%; border: 4px solid #fff; background: #fff; }
.ds-acc-hero__avatar-edit {
  position: absolute;
  inset: 0;
  border: 0;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.45);
  color: #fff;
  font-size: 12px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 4px;
  opacity: 0;
  cursor: pointer;
  transition: opacity 0.2s;
}
.ds-acc-hero__avatar:hover .ds-acc-hero__avatar-edit,
.ds-acc-hero__avatar-edit:focus-visible { opacity: 1; }
.ds-acc-hero__info { flex: 1; min-width: 200px; padding-bottom: 2px; }
.ds-acc-hero__name { display: flex; align-items: center; gap: 8px; margin: 0; font-size: 22px; font-weight: 600; color: var(--semi-color-text-0); word-break: break-all; }
.ds-acc-hero__signature { margin: 6px 0 0; color: var(--semi-color-text-2); font-size: 14px; line-height: 1.6; word-break: break-word; }
.ds-acc-hero__meta { margin-top: 6px; color: var(--semi-color-text-2); font-size: 13px; display: flex; gap: 16px; flex-wrap: wrap; }
.ds-acc-hero__meta span { display: inline-flex; align-items: center; gap: 4px; }
.ds-acc-hero__actions { display: flex; gap: 8px; flex-wrap: wrap; padding-bottom: 2px; }
.ds-acc-stats { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); border-top: 1px solid var(--semi-color-border); }
.ds-acc-stats--four { grid-template-columns: repeat(4, minmax(0, 1fr)); }
.ds-acc-stat { padding: 14px 8px; text-align: center; }
.ds-acc-stat + .ds-acc-stat { border-left: 1px solid var(--semi-color-border); }
.ds-acc-stat__value { display: block; font-size: 20px; font-weight: 600; color: var(--semi-color-text-0); font-variant-numeric: tabular-nums; }
.ds-acc-stat__label { display: block; margin-top: 2px; font-size: 13px; color: var(--semi-color-text-2); }
.ds-acc-tabs { margin-top: 16px; padding: 0 20px; }
.ds-acc-tabs .semi-tabs-bar { border-bottom: 0; }
.ds-acc-tabs .semi-tabs-content { display: none; }
.ds-acc-tabs .semi-tabs-bar-line { display: flex; overflow-x: auto; white-space: nowrap; scrollbar-width: none; }
.ds-acc-tabs .semi-tabs-bar-line .semi-tabs-tab { flex: none; float: none; }
.ds-acc-tabs .semi-tabs-bar-line::-webkit-scrollbar { display: none; }
.ds-acc-panel { margin-top: 16px; padding: 28px 32px; }
.ds-acc-panel__title { margin: 0 0 4px; font-size: 18px; font-weight: 600; color: var(--semi-color-text-0); }
.ds-me-list__head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; margin-bottom: 12px; }
.ds-me-list { list-style: none; margin: 0; padding: 0; }
.ds-me-row { display: flex; align-items: flex-start; gap: 12px; padding: 14px 0; border-bottom: 1px solid var(--semi-color-border); min-width: 0; }
.ds-me-row:first-child { padding-top: 0; }
.ds-me-row:last-child { border-bottom: none; }
.ds-me-row__body { flex: 1; min-width: 0; }
.ds-me-row__title { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; font-weight: 600; color: var(--semi-color-text-0); overflow-wrap: anywhere; }
.ds-me-row__title a { color: var(--semi-color-text-0); }
.ds-me-row__title a:hover { color: var(--semi-color-primary); }
.ds-me-row__text { margin: 0 0 4px; color: var(--semi-color-text-0); white-space: pre-wrap; word-break: break-word; line-height: 1.6; }
.ds-me-row__meta { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; margin-top: 6px; font-size: 12px; color: var(--semi-color-text-2); }
.ds-me-row__note { margin: 6px 0 0; font-size: 12px; color: var(--semi-color-text-2); overflow-wrap: anywhere; }
.ds-me-row__note.is-error { color: var(--semi-color-danger); }
.ds-me-row__gone { color: var(--semi-color-text-2); }
.ds-me-row__ops { flex: none; display: flex; gap: 4px; }
.ds-acc-panel__hint { margin: 0 0 20px; font-size: 13px; color: var(--semi-color-text-2); }
.ds-acc-form { max-width: 560px; }
.ds-acc-form .semi-form-field { padding-top: 8px; padding-bottom: 8px; }
.ds-acc-form__actions { margin-top: 12px; padding-left: 96px; }
.ds-acc-overview { display: grid; grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr); gap: 24px; }
.ds-acc-links { display: grid; gap: 12px; }
.ds-acc-link {
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px 16px;
  border: 1px solid var(--semi-color-border);
  border-radius: 10px;
  color: var(--semi-color-text-0);
  transition: border-color 0.2s, box-shadow 0.2s;
}
.ds-acc-link:hover { border-color: var(--semi-color-primary); box-shadow: 0 2px 10px rgba(0, 100, 250, 0.08); }
.ds-acc-link__icon {
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: 10px;
  display: flex;
  align-items: center;
  justify-content: center;
  background: var(--semi-color-primary-light-default);
  color: var(--semi-color-primary);
}
.ds-acc-link__text { flex: 1; min-width: 0; }
.ds-acc-link__title { display: block; font-weight: 500; }
.ds-acc-link__desc { display: block; font-size: 12px; color: var(--semi-color-text-2); margin-top: 2px; }
.ds-acc-empty { padding: 48px 16px; }
.ds-acc-about { display: grid; grid-template-columns: minmax(0, 1fr) 280px; gap: 24px; align-items: start; }
.ds-acc-about__main { display: flex; flex-direction: column; gap: 24px; min-width: 0; }
.ds-acc-feed .semi-timeline { padding-left: 2px; }
.ds-acc-feed__content { word-break: break-word; line-height: 1.7; }
.ds-acc-feed__content a { color: var(--semi-color-primary); }
.ds-acc-about__block h3 { margin: 0 0 10px; font-size: 15px; font-weight: 600; color: var(--semi-color-text-0); }
.ds-acc-about__block p { margin: 0; color: var(--semi-color-text-1); line-height: 1.8; white-space: pre-wrap; word-break: break-word; }
.ds-acc-about__facts { display: grid; gap: 10px; margin: 0; }
.ds-acc-about__facts div { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; font-size: 14px; line-height: 1.6; }
.ds-acc-about__facts dt { color: var(--semi-color-text-2); }
.ds-acc-about__facts dd { margin: 0; color: var(--semi-color-text-0); font-variant-numeric: tabular-nums; }

@media (max-width: 767px) {
  .ds-me-row { flex-direction: column; gap: 6px; }
  .ds-me-row__ops { align-self: flex-end; }
  .ds-acc-auth { min-height: 0; padding: 20px 12px 32px; align-items: flex-start; }
  .ds-acc-auth__card { grid-template-columns: 1fr; border-radius: 14px; }
  .ds-acc-auth__brand { display: none; }
  .ds-acc-auth__form { padding: 28px 20px 24px; }
  .ds-acc-auth__title { font-size: 22px; }
  .ds-acc-page { padding: 12px 0 32px; }
  .ds-acc-page .ds-container { padding: 0 12px; }
  .ds-acc-hero__cover { height: 84px; }
  .ds-acc-hero__body { padding: 0 16px 16px; margin-top: -36px; gap: 12px; }
  .ds-acc-hero__info { min-width: 0; padding-top: 40px; }
  .ds-acc-hero__name { font-size: 19px; }
  .ds-acc-hero__avatar .semi-avatar-extra-large { width: 84px; height: 84px; }
  .ds-acc-hero__avatar .semi-avatar-extra-large .semi-avatar-label { font-size: 32px; }
  .ds-acc-hero__actions { width: 100%; }
  .ds-acc-stats, .ds-acc-stats--four { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  .ds-acc-stats .ds-acc-stat:nth-child(5) { display: none; }
  .ds-acc-stat { padding: 10px 4px; }
  .ds-acc-stat__value { font-size: 17px; }
  .ds-acc-stat__label { font-size: 12px; }
  .ds-acc-tabs { padding: 0; margin-top: 12px; }
  .ds-acc-tabs .semi-tabs-bar-line { padding: 0 24px 0 16px; -webkit-mask-image: linear-gradient(to right, transparent, #000 16px, #000 calc(100% - 24px), transparent); mask-image: linear-gradient(to right, transparent, #000 16px, #000 calc(100% - 24px), transparent); }
  .ds-acc-panel { margin-top: 12px; padding: 20px 16px; }
  .ds-acc-overview, .ds-acc-about { grid-template-columns: 1fr; }
  .ds-acc-form .semi-form-field[x-label-pos='left'] { display: block; }
  .ds-acc-form .semi-form-field[x-label-pos='left'] .semi-form-field-label { width: auto !important; text-align: left; padding-right: 0; }
  .ds-acc-form__actions { padding-left: 0; }
  .ds-acc-form__actions .semi-button { width: 100%; }
}
`

export function AccountsStyles() {
  return <style data-owner="accounts" dangerouslySetInnerHTML={{ __html: CSS }} />
}
