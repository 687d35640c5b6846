import { middleware } from '#start/kernel'

/** Only holders of the permission pass (403 otherwise); the permission list is synced from these. */
export const guard = (key: string) => middleware.permission({ key })

/** Open to everyone (or every signed-in user); holders of the permission see or may do more. */
export const soft = (key: string) => middleware.permission({ key, optional: true })
