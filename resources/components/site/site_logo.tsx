import { Link } from '~/components/link'
import { IconBookStroked } from '@douyinfe/semi-icons'

/** The configured logo image, or a mark with the site name when there is none. */
export function SiteLogo({ logo, sitename }: { logo?: string; sitename: string }) {
  return (
    <Link href="/" className="ds-logo" aria-label={sitename}>
      {logo ? (
        <img src={logo} alt={sitename} className="ds-logo__image" />
      ) : (
        <>
          <span className="ds-logo__mark">
            <IconBookStroked />
          </span>
          <span className="ds-logo__name">{sitename}</span>
        </>
      )}
    </Link>
  )
}
