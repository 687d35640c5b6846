import settings from '../../settings_service.js'

export default class SettingsController {
  /** GET /api/v1/settings: what the public site may know, grouped; never a secret. */
  async show() {
    return settings.publicSettings()
  }
}
