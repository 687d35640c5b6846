import type { HttpContext } from '@adonisjs/core/http'
import { isSuperUser } from '../../access_service.js'
import { abilities } from '../../abilities.js'
import { registeredCapabilities, registeredPunishmentTypes } from '../../registrations/registered.js'
import { AccessPermission } from '../../permissions.js'

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
        create: AccessPermission.user.create,
        update: AccessPermission.user.update,
        delete: AccessPermission.user.delete,
        punish: AccessPermission.punishment.create,
      }),
      isSuper: await isSuperUser(ctx.auth.user!.id),
      punishmentTypes: punishmentTypes(),
    })
  }

  async groups(ctx: HttpContext) {
    return render(ctx, 'access/admin/user_group', {
      can: await abilities(ctx, {
        create: AccessPermission.group.create,
        update: AccessPermission.group.update,
        delete: AccessPermission.group.delete,
        viewPermissions: AccessPermission.group.permission,
        setPermissions: AccessPermission.group['permission.update'],
        listPermissions: AccessPermission.permission.list,
      }),
      capabilities: capabilities(),
    })
  }

  async permissions(ctx: HttpContext) {
    return render(ctx, 'access/admin/user_permission', {
      can: await abilities(ctx, { update: AccessPermission.permission.update }),
    })
  }

  async punishments(ctx: HttpContext) {
    return render(ctx, 'access/admin/user_punishment', {
      can: await abilities(ctx, {
        create: AccessPermission.punishment.create,
        update: AccessPermission.punishment.update,
        cancel: AccessPermission.punishment.cancel,
        searchUsers: AccessPermission.user.list,
      }),
      punishmentTypes: punishmentTypes(),
    })
  }
}
