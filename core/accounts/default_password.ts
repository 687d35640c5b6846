/**
 * The password accounts get when an operator creates them without one (the seeded admin,
 * the CLI). Such accounts carry is_default_password, and the password form pre-fills it
 * as the old password so the owner can replace it in one step.
 */
export const DEFAULT_PASSWORD = 'docsite123'
