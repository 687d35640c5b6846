import { afterEach } from 'vitest'
import { cleanup } from '@testing-library/react'

// lottie-web (pulled in by Semi's barrel) draws on a canvas at import time.
HTMLCanvasElement.prototype.getContext = (() => ({
  fillRect() {},
  clearRect() {},
  getImageData: () => ({ data: [] }),
  putImageData() {},
  createImageData: () => [],
  setTransform() {},
  drawImage() {},
  save() {},
  restore() {},
  beginPath() {},
  moveTo() {},
  lineTo() {},
  closePath() {},
  stroke() {},
  fill() {},
  translate() {},
  scale() {},
  rotate() {},
  arc() {},
  measureText: () => ({ width: 0 }),
  transform() {},
  rect() {},
  clip() {},
})) as any

afterEach(() => cleanup())
