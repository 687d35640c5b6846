/** What other plugins may use of ads: banners and how their image is kept (the MOREDOC import copies them). */
export { default as Banner } from './models/banner.js'
export { BannerType } from './enums/banner_type.js'
export { BANNER_IMAGE_MAX_BYTES } from './actions/upload_banner_image.js'
/** An advertisement checked and created as the admin form does (the MOREDOC import copies them). */
export { createAdvertisement } from './actions/create_advertisement.js'
export { createAdvertisementValidator } from './validators/advertisement_validators.js'
