export { allowedAdminPages } from './access_service.js'
