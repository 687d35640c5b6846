/**
 * The commerce pages' styles, in the server HTML with the page (no flash of unstyled
 * content), scoped by the ds-shop- prefix.
 */
const CSS = `
.ds-shop { padding: 24px 0 48px; }
.ds-shop-hero { border-radius: var(--ds-radius-large, 12px); padding: 32px 28px; color: #5b3a00; background: linear-gradient(135deg, #fff4d6, #fbd98a); margin-bottom: 20px; }
.ds-shop-hero h1 { margin: 0 0 8px; font-size: 26px; display: flex; align-items: center; gap: 10px; }
.ds-shop-hero p { margin: 0; font-size: 14px; opacity: 0.85; }
.ds-shop-benefits { display: flex; flex-wrap: wrap; gap: 8px 20px; margin-top: 16px; font-size: 14px; }
.ds-shop-benefits span { display: inline-flex; align-items: center; gap: 6px; }
.ds-shop-plans { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 16px; }
.ds-shop-plan { background: var(--semi-color-bg-0, #fff); border-radius: var(--ds-radius-large, 12px); box-shadow: var(--ds-shadow); padding: 22px 20px; display: flex; flex-direction: column; gap: 10px; border: 1px solid transparent; transition: border-color .2s, transform .2s; }
.ds-shop-plan:hover { border-color: #f5c25b; transform: translateY(-2px); }
.ds-shop-plan__title { font-size: 16px; font-weight: 600; }
.ds-shop-plan__price { font-size: 30px; font-weight: 700; color: #d46b08; line-height: 1.2; }
.ds-shop-plan__price small { font-size: 14px; font-weight: 500; margin-left: 4px; }
.ds-shop-plan__desc { color: var(--semi-color-text-2); font-size: 13px; flex: 1; }
.ds-shop-card { background: var(--semi-color-bg-0, #fff); border-radius: var(--ds-radius-large, 12px); box-shadow: var(--ds-shadow); padding: 24px; }
.ds-shop-order { max-width: 640px; margin: 0 auto; }
.ds-shop-order__amount { font-size: 28px; font-weight: 700; color: #d46b08; }
.ds-shop-qr { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 8px 0 16px; text-align: center; }
.ds-shop-qr img { border: 1px solid var(--semi-color-border); border-radius: 8px; }
.ds-shop-qr p { margin: 0; }
.ds-shop-qr__hint { color: var(--semi-color-text-2); font-size: 12px; }
.ds-shop-order__actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 20px; }
.ds-shop-list { list-style: none; margin: 0; padding: 0; }
.ds-shop-list li { display: flex; align-items: center; gap: 12px; padding: 14px 0; border-bottom: 1px solid var(--semi-color-border); min-width: 0; }
.ds-shop-list li:last-child { border-bottom: 0; }
.ds-shop-list__body { min-width: 0; flex: 1; }
.ds-shop-list__title { font-size: 15px; font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ds-shop-list__meta { font-size: 12px; color: var(--semi-color-text-2); word-break: break-all; }
.ds-shop-list__side { flex: none; display: flex; flex-direction: column; align-items: flex-end; gap: 6px; }
.ds-shop-summary { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; padding: 16px 20px; border-radius: 10px; background: var(--semi-color-fill-0); margin-bottom: 16px; }
.ds-shop-summary__title { font-size: 16px; font-weight: 600; display: flex; align-items: center; gap: 8px; }
.ds-shop-summary__meta { font-size: 13px; color: var(--semi-color-text-2); margin-top: 4px; }
.ds-shop-filter { margin-bottom: 8px; }
@media (max-width: 767px) {
  .ds-shop { padding-top: 12px; }
  .ds-shop .ds-container { padding: 0 12px; }
  .ds-shop-hero { padding: 22px 18px; }
  .ds-shop-hero h1 { font-size: 20px; }
  .ds-shop-card { padding: 16px; }
}
`

export function CommerceStyles() {
  return <style data-owner="commerce" dangerouslySetInnerHTML={{ __html: CSS }} />
}
