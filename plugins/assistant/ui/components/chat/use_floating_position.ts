import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react'
import { router } from '@inertiajs/react'

/** Spec §9: the button's size, long press, click debounce and guard. */
export const BUTTON_SIZE = 50
export const LONG_PRESS_MS = 500
export const CLICK_DEBOUNCE_MS = 300
export const CLICK_GUARD_MS = 500
/** Spec §3: x and y are stored separately. */
export const POSITION_KEYS = { x: 'docsite.assistant.x', y: 'docsite.assistant.y' }
/** A finger that moves this far before the long press ends is scrolling, not dragging. */
const MOVE_TOLERANCE = 8

export interface Position {
  x: number
  y: number
}

/** The gap kept between the button and a page's own bar at the bottom. */
const CLEARANCE_GAP = 14

/**
 * Spec §9: 50 px plus 15 (phone) or 20 (desktop) from the right, 70 or 100 from the bottom; higher
 * where the page keeps `clearance` px at the bottom for its own controls (the phone reader's bar).
 */
export function defaultPosition(width: number, height: number, phone: boolean, clearance = 0): Position {
  const fromBottom = Math.max(phone ? 70 : 100, clearance > 0 ? clearance + CLEARANCE_GAP : 0)
  return { x: width - BUTTON_SIZE - (phone ? 15 : 20), y: height - BUTTON_SIZE - fromBottom }
}

/** Inside the window, and above the page's bottom clearance wherever the member dragged it. */
export function clamp(position: Position, width: number, height: number, clearance = 0): Position {
  return {
    x: Math.min(Math.max(0, position.x), Math.max(0, width - BUTTON_SIZE)),
    y: Math.min(Math.max(0, position.y), Math.max(0, height - BUTTON_SIZE - clearance)),
  }
}

/** What a page keeps free at the bottom for its controls: the CSS variable --ds-floating-clearance (px), 0 when unset. */
function bottomClearance() {
  return Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--ds-floating-clearance')) || 0
}

function storedPosition(): Position | null {
  const x = Number.parseFloat(window.localStorage.getItem(POSITION_KEYS.x) ?? '')
  const y = Number.parseFloat(window.localStorage.getItem(POSITION_KEYS.y) ?? '')
  return Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null
}

const isPhone = () => window.matchMedia('(max-width: 767px)').matches
/** The window without its scroll bar, so the button never sits under it. */
const windowSize = () => ({ width: document.documentElement.clientWidth || window.innerWidth, height: window.innerHeight })

/**
 * The floating button's place and gestures (spec §4): a long press of 500 ms starts dragging,
 * the place is saved on release, a click within 300 ms of a drag or of another click is
 * ignored, and the click guard is released after 500 ms. The place stays inside the window.
 */
export function useFloatingPosition(onClick: () => void) {
  const [position, setPosition] = useState<Position | null>(null)
  const [dragging, setDragging] = useState(false)
  const press = useRef<{ timer: number; startX: number; startY: number; offsetX: number; offsetY: number } | null>(null)
  const draggingRef = useRef(false)
  const lastDragEnd = useRef(0)
  const lastClick = useRef(0)
  const guarded = useRef(false)

  const place = useCallback(() => {
    const { width, height } = windowSize()
    const clearance = bottomClearance()
    setPosition(clamp(storedPosition() ?? defaultPosition(width, height, isPhone(), clearance), width, height, clearance))
  }, [])

  useEffect(() => {
    place()
    window.addEventListener('resize', place)
    // The layout stays while pages change: the next page may keep a different clearance.
    const off = router.on('navigate', place)
    return () => {
      window.removeEventListener('resize', place)
      off()
    }
  }, [place])

  const cancelPress = () => {
    if (press.current) window.clearTimeout(press.current.timer)
    press.current = null
  }

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || !position) return
    const target = event.currentTarget
    const pointerId = event.pointerId
    const timer = window.setTimeout(() => {
      draggingRef.current = true
      setDragging(true)
      target.setPointerCapture?.(pointerId)
    }, LONG_PRESS_MS)
    press.current = {
      timer,
      startX: event.clientX,
      startY: event.clientY,
      offsetX: event.clientX - position.x,
      offsetY: event.clientY - position.y,
    }
  }

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = press.current
    if (!current) return
    if (!draggingRef.current) {
      if (Math.hypot(event.clientX - current.startX, event.clientY - current.startY) > MOVE_TOLERANCE) cancelPress()
      return
    }
    event.preventDefault()
    const { width, height } = windowSize()
    setPosition(clamp({ x: event.clientX - current.offsetX, y: event.clientY - current.offsetY }, width, height, bottomClearance()))
  }

  const onPointerUp = () => {
    cancelPress()
    if (!draggingRef.current) return
    draggingRef.current = false
    setDragging(false)
    lastDragEnd.current = Date.now()
    setPosition((current) => {
      if (current) {
        window.localStorage.setItem(POSITION_KEYS.x, String(Math.round(current.x)))
        window.localStorage.setItem(POSITION_KEYS.y, String(Math.round(current.y)))
      }
      return current
    })
  }

  const handleClick = () => {
    const now = Date.now()
    if (draggingRef.current || guarded.current) return
    if (now - lastDragEnd.current < CLICK_DEBOUNCE_MS || now - lastClick.current < CLICK_DEBOUNCE_MS) return
    lastClick.current = now
    guarded.current = true
    window.setTimeout(() => (guarded.current = false), CLICK_GUARD_MS)
    onClick()
  }

  return {
    position,
    dragging,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onClick: handleClick },
  }
}
