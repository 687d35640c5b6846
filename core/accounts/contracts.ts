/**
 * What other modules and plugins may use of accounts: the User model, the login-related
 * services, the extension points and the `accounts:registered` event.
 */
export { default as User } from './models/user.js'
export { userFlags, meTabs, profileTabs, loginMethods, loginProviders, followFeed } from './extension_points.js'
export type {
  MeTab,
  ProfileTab,
  UserFlagValues,
  LoginMethod,
  LoginProvider,
  FollowFeedItem,
  FollowFeedRequest,
} from './extension_points.js'
/** Whom a member follows, as a subquery for `whereIn('user_id', ...)` (a followFeed contribution). */
export { followedUserIds } from './queries/follows.js'
export { DEFAULT_PASSWORD } from './default_password.js'
export { safeRedirect } from './services/safe_redirect.js'
export { verifyCaptcha, isCaptchaEnabled, createCaptcha } from './services/captcha_service.js'
export { CORE_CAPTCHA_TYPES, captchaTypes } from './captcha_types.js'
export type { CaptchaType, CaptchaTypeRegistration } from './captcha_types.js'
export { dropInvalidCaller, isAccountDisabled } from './services/caller.js'
/** For other ways of logging in (mobile code, OAuth): the same token + bound web session. */
export { signIn, signOut } from './services/web_session.js'
export { assertSameSiteLogin } from './services/login_origin.js'
export { mePageProps } from './services/me_page_props.js'
export { profilePageProps } from './services/profile_page_props.js'
export { recordDynamic } from './actions/record_dynamic.js'
export { hasDynamicLinkingTo } from './queries/user_dynamics.js'
/** Every way of registering (phone code, a first third-party login) creates the account here. */
export { createMember, assertRegistrationOpen } from './actions/register_user.js'
export type { NewMember } from './actions/register_user.js'
export { resetForgottenPassword } from './actions/change_password.js'
export { assertUsernameFree, assertEmailFree, assertMobileFree } from './queries/user_lookup.js'
export { username as usernameRule, usernameMessages } from './validators/user_validators.js'
export { setUserCounter, moveUserCounter, userCounter } from './actions/user_counters.js'
export type { UserCounter } from './actions/user_counters.js'
export type { DynamicPart } from './actions/record_dynamic.js'
export { DynamicType } from './enums/dynamic_type.js'
export { usernamesById, userIdsNamed } from './queries/usernames.js'
export { currentUserJson, privateUserJson, publicUserJson } from './transformers/user_transformer.js'

declare module '@adonisjs/core/types' {
  interface EventsList {
    /** A visitor created an account (not an administrator): e.g. award the sign-up credits. */
    'accounts:registered': { userId: number }
  }
}
