import type { HttpContext } from '@adonisjs/core/http'
import { isSuperUser } from '../../access_service.js'
import { abilities } from '../../abilities.js'
import { registeredCapabilities, registeredPunishmentTypes } from '../../registrations/registered.js'

/** Page names are found by folder (resources/pages.tsx), not in Inertia's typed page map. */
function render(ctx: HttpContext, page: string, props: Record<string, unknown>) {
  return (ctx.inertia as unknown as { render(page: string, props: Record<string, unknown>): unknown }).render(page, props)
}

/** The types a new punishment may take: those of the enabled plugins. */
const punishmentTypes = () => registeredPunishmentTypes().map(({ value, label }) => ({ value, label }))

/** One switch per registered capability in the role form and list. */
const capabilities = () =>
  registeredCapabilities().map(({ key, label, help, defaults }) => ({ key, label, help: help ?? '', default: defaults.others }))

export default class AdminPagesController {
  async users(ctx: HttpContext) {
    return render(ctx, 'access/admin/user_list', {
      can: await abilities(ctx, {
        create: 'access.user.create',
        update: 'access.user.update',
        delete: 'access.user.delete',
        punish: 'access.punishment.create',
      }),
      isSuper: await isSuperUser(ctx.auth.user!.id),
      punishmentTypes: punishmentTypes(),
    })
  }

  async groups(ctx: HttpContext) {
    return render(ctx, 'access/admin/user_group', {
      can: await abilities(ctx, {
        create: 'access.group.create',
        update: 'access.group.update',
        delete: 'access.group.delete',
        viewPermissions: 'access.group.permission',
        setPermissions: 'access.group.permission.update',
        listPermissions: 'access.permission.list',
      }),
      capabilities: capabilities(),
    })
  }

  async permissions(ctx: HttpContext) {
    return render(ctx, 'access/admin/user_permission', {
      can: await abilities(ctx, { update: 'access.permission.update' }),
    })
  }

  async punishments(ctx: HttpContext) {
    return render(ctx, 'access/admin/user_punishment', {
      can: await abilities(ctx, {
        create: 'access.punishment.create',
        update: 'access.punishment.update',
        cancel: 'access.punishment.cancel',
        searchUsers: 'access.user.list',
      }),
      punishmentTypes: punishmentTypes(),
    })
  }
}
