import { Head } from '@inertiajs/react'
import { useSetting } from '~/lib/shared_props'
import type { DashboardWidget, QueueHealth, StatLabels, SystemInfo } from '../../components/dashboard/dashboard_types'
import { WelcomeCard } from '../../components/dashboard/welcome_card'
import { StatCards } from '../../components/dashboard/stat_cards'
import { WidgetCard } from '../../components/dashboard/widget_card'
import { QuickLinksCard } from '../../components/dashboard/quick_links_card'
import { SystemInfoCard } from '../../components/dashboard/system_info_card'
import { DeviceCard } from '../../components/dashboard/device_card'
import { QueueCard } from '../../components/dashboard/queue_card'
import { EnvironmentCard } from '../../components/dashboard/environment_card'
import '../../components/dashboard/dashboard.css'

interface DashboardProps {
  system: SystemInfo
  canViewStats: boolean
  /** Each counter's label as the plugin that counts it declares it. */
  statLabels?: StatLabels
  widgets?: DashboardWidget[]
  queue?: QueueHealth | null
}

export default function Dashboard({ system, canViewStats, statLabels = {}, widgets = [], queue }: DashboardProps) {
  const sitename = useSetting<string>('system', 'sitename', 'Docsite')
  return (
    <div className="ds-dashboard">
      <Head title={`面板 - ${sitename}`} />
      <WelcomeCard sitename={sitename} />
      <StatCards labels={statLabels} />

      {widgets.length > 0 && (
        <div className="ds-dashboard__widgets">
          {widgets.map((widget) => (
            <WidgetCard key={widget.key} widget={widget} />
          ))}
        </div>
      )}

      <div className="ds-dashboard__grid">
        <QuickLinksCard />
        <SystemInfoCard system={system} />
        {canViewStats && <DeviceCard />}
        {canViewStats && queue && <QueueCard health={queue} />}
        {canViewStats && <EnvironmentCard />}
      </div>
    </div>
  )
}
