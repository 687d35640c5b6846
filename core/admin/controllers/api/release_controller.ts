import type { HttpContext } from '@adonisjs/core/http'
import { settings } from '#core/settings/contracts'
import { releaseJson } from '../../queries/release_state.js'
import { checkRelease } from '../../actions/check_release.js'
import { ignoreReleaseValidator, releaseSourceValidator } from '../../validators/release_validators.js'

/** The dashboard's 程序版本 (api-shapes §19): the running version, the latest release and how it is checked. */
export default class ReleaseController {
  /** GET /api/v1/release: as of the last check; never calls the version source. */
  async show() {
    return releaseJson()
  }

  /** POST /api/v1/release: checks the version source now. */
  async refresh() {
    await checkRelease()
    return releaseJson()
  }

  /** PUT /api/v1/release/ignore */
  async ignore({ request }: HttpContext) {
    const { tag_name: tagName } = await request.validateUsing(ignoreReleaseValidator)
    await settings.update('release', { ignore: tagName })
    return {}
  }

  /** PUT /api/v1/release/source: none turns checking off. */
  async source({ request }: HttpContext) {
    const { source } = await request.validateUsing(releaseSourceValidator)
    await settings.update('release', { source: source.toLowerCase() === 'none' ? '' : source })
    return {}
  }
}
