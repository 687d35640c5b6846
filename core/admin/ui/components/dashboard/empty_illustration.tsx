import { IllustrationNoContent, IllustrationNoContentDark } from '@douyinfe/semi-illustrations'

/** The dashboard's "nothing here" picture: large for a whole block, small inside a card. */
export function EmptyIllustration({ size = 'small' }: { size?: 'small' | 'large' }) {
  return <IllustrationNoContent className={`ds-dashboard__empty ds-dashboard__empty--${size}`} />
}

export function EmptyIllustrationDark() {
  return <IllustrationNoContentDark className="ds-dashboard__empty ds-dashboard__empty--large" />
}
