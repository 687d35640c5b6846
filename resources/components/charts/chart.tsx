import { useEffect, useState, type ComponentType } from 'react'
import { Skeleton } from '@douyinfe/semi-ui-19'
import './chart.css'

type ChartComponent = ComponentType<{ spec: Record<string, unknown>; options?: Record<string, unknown>; style?: React.CSSProperties }>

let loading: Promise<ChartComponent> | null = null

/** @visactor/react-vchart draws on a canvas: loaded in the browser only, once, and outside the page's first bundle. */
function loadVChart() {
  loading ??= import('@visactor/react-vchart').then((module) => module.VChart as unknown as ChartComponent)
  return loading
}

export const CHART_COLORS = ['#3370ff', '#14c9c9', '#ff8800', '#7e3bf0', '#f5319d', '#23a34a', '#fbb700', '#8f959e']

/**
 * A VChart spec drawn after mount. The server (and the first render in the browser) draws a
 * placeholder of the same height, so SSR never touches the canvas and nothing jumps.
 */
export function Chart({ spec, height = 280, label }: { spec: Record<string, unknown>; height?: number; label: string }) {
  const [VChart, setVChart] = useState<ChartComponent | null>(null)
  useEffect(() => {
    let live = true
    loadVChart().then((component) => live && setVChart(() => component))
    return () => {
      live = false
    }
  }, [])
  return (
    <div className="ds-chart" role="img" aria-label={label} style={{ height }}>
      {VChart ? (
        <VChart spec={{ color: CHART_COLORS, ...spec, height }} options={{ mode: 'desktop-browser' }} style={{ height }} />
      ) : (
        <Skeleton placeholder={<Skeleton.Image className="ds-chart__placeholder" style={{ height }} />} loading active />
      )}
    </div>
  )
}

const shortDate = (date: string) => date.slice(5)

/** Lines over dates: one series per name, the dates as MM-dd along the bottom; one day is drawn as bars. */
export function lineSpec(dates: string[], series: { name: string; values: number[] }[], options: { area?: boolean } = {}) {
  const values = series.flatMap((line) => line.values.map((value, index) => ({ date: shortDate(dates[index]), name: line.name, value })))
  if (dates.length === 1) {
    return {
      type: 'bar',
      data: [{ id: 'trend', values }],
      xField: ['date', 'name'],
      yField: 'value',
      seriesField: 'name',
      barMaxWidth: 48,
      bar: { style: { cornerRadius: [4, 4, 0, 0] } },
      label: { visible: true, position: 'top', style: { fill: '#5c6370', fontSize: 12 } },
      legends: { visible: series.length > 1, orient: 'top', position: 'start' },
      axes: [
        { orient: 'left', label: { style: { fill: '#8f959e' } }, grid: { style: { lineDash: [3, 3] } } },
        { orient: 'bottom', label: { style: { fill: '#8f959e' } } },
      ],
      padding: [8, 8, 4, 4],
      animation: false,
    }
  }
  return {
    type: options.area ? 'area' : 'line',
    data: [{ id: 'trend', values }],
    xField: 'date',
    yField: 'value',
    seriesField: 'name',
    // Each line is its own figure (visitors are not added on top of page views).
    stack: false,
    point: { visible: dates.length <= 31, style: { size: 5 } },
    line: { style: { curveType: 'monotone', lineWidth: 2 } },
    ...(options.area ? { area: { style: { fillOpacity: 0.12, curveType: 'monotone' } } } : {}),
    legends: { visible: series.length > 1, orient: 'top', position: 'start' },
    axes: [
      { orient: 'left', label: { style: { fill: '#8f959e' } }, grid: { style: { lineDash: [3, 3] } } },
      { orient: 'bottom', label: { style: { fill: '#8f959e' } }, sampling: true },
    ],
    padding: [8, 8, 4, 4],
    animation: false,
  }
}

/** A donut of shares (page types, devices, ...). */
export function pieSpec(items: { name: string; value: number }[]) {
  return {
    type: 'pie',
    data: [{ id: 'shares', values: items }],
    valueField: 'value',
    categoryField: 'name',
    outerRadius: 0.8,
    innerRadius: 0.55,
    padAngle: 0.6,
    legends: { visible: true, orient: 'right', item: { label: { style: { fontSize: 12 } } } },
    label: { visible: false },
    tooltip: { mark: { content: [{ key: (datum: any) => datum.name, value: (datum: any) => datum.value }] } },
    padding: 4,
    animation: false,
  }
}

/** Horizontal bars, largest on top (sources, browsers). */
export function barSpec(items: { name: string; value: number }[]) {
  return {
    type: 'bar',
    direction: 'horizontal',
    data: [{ id: 'bars', values: [...items].reverse() }],
    xField: 'value',
    yField: 'name',
    barMaxWidth: 22,
    bar: { style: { cornerRadius: [0, 4, 4, 0] } },
    label: { visible: true, position: 'outside', style: { fill: '#5c6370', fontSize: 12 } },
    axes: [
      { orient: 'left', label: { style: { fill: '#5c6370' } }, domainLine: { visible: false } },
      { orient: 'bottom', visible: false },
    ],
    padding: [4, 36, 4, 4],
    animation: false,
  }
}
