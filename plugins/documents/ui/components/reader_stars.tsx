import { IconStar } from '@douyinfe/semi-icons'

const STAR_PX = 16
const GAP_PX = 6

/**
 * A score as stars nobody can click (halves shown), looking like Semi's small Rating: five grey
 * stars with the filled part laid over them. Semi's Rating, five stateful items with their own
 * controllers, was a fifth of the server's render of the reader for a visitor, who cannot rate.
 */
export function ReaderStars({ value, label }: { value: number; label: string }) {
  const whole = Math.floor(value)
  const filledPx = whole * (STAR_PX + GAP_PX) + (value - whole >= 0.5 ? STAR_PX / 2 : 0)
  const row = [0, 1, 2, 3, 4].map((star) => <IconStar key={star} className="ds-stars__star" />)
  return (
    <span className="ds-stars" role="img" aria-label={`${label}：${value} 星`} data-testid="reader-stars">
      <span className="ds-stars__row">{row}</span>
      <span className="ds-stars__row ds-stars__row--filled" style={{ width: filledPx }}>
        {row}
      </span>
    </span>
  )
}
