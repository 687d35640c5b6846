import OauthAccount from '../models/oauth_account.js'

export async function boundAccountsOf(userId: number) {
  return OauthAccount.query().where('userId', userId).orderBy('oauthType', 'asc').orderBy('id', 'asc')
}
