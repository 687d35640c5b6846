import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { namedIcon } from '~/components/named_icons'
import { contributedIcon } from '~/lib/ui_contributions'

describe('hello UI contributions', () => {
  it('its HelloWave icon is found by name, as its admin menu entry names it', () => {
    expect(contributedIcon('HelloWave')).toBeTypeOf('function')
    const { container } = render(namedIcon('HelloWave', 'large'))
    const svg = container.querySelector('svg.hello-wave-icon')
    expect(svg).not.toBeNull()
    expect(svg!.getAttribute('width')).toBe('20')
  })

  it('an unknown name still falls back to the default icon', () => {
    const { container } = render(namedIcon('NoSuchIcon'))
    expect(container.querySelector('svg.hello-wave-icon')).toBeNull()
    expect(container.querySelector('svg')).not.toBeNull()
  })
})
