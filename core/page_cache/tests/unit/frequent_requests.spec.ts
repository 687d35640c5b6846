import { test } from '@japa/runner'
import { askedAgain, frequentRequestLimits } from '../../services/frequent_requests.js'

const { windowMs, maxKeys } = frequentRequestLimits

test.group('Page cache: requests asked again', () => {
  test('a request is frequent when it was asked within the window before, not the first time nor after the window', ({ assert }) => {
    const now = Date.now()
    assert.isFalse(askedAgain('h /search?wd=first', now))
    assert.isTrue(askedAgain('h /search?wd=first', now + 1_000))
    assert.isFalse(askedAgain('h /search?wd=late', now))
    assert.isFalse(askedAgain('h /search?wd=late', now + windowMs + 1))
  })

  test('a crawler stream of one-off requests is bounded: the oldest are forgotten, the recent ones still count', ({ assert }) => {
    const now = Date.now()
    assert.isFalse(askedAgain('h /search?wd=forgotten', now))
    for (let index = 0; index < maxKeys; index++) askedAgain(`h /search?wd=crawl-${index}`, now)
    assert.isFalse(askedAgain('h /search?wd=forgotten', now), 'pushed out by the stream')
    assert.isTrue(askedAgain(`h /search?wd=crawl-${maxKeys - 1}`, now))
  })
})
