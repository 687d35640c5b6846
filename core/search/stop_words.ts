/**
 * Words that never make a keyword: Chinese function words and the empty verbs and fillers of
 * titles (关于, 基于, 进一步), English function words, and file-format names a title often
 * carries. Compared in lower case.
 */
const CHINESE = `的 了 和 与 及 或 之 其 在 是 中 对 从 到 把 被 为 以 并 而 但 等 各 每 有 就 都 也 还 又 很 更 最 将 已 能 第 版 篇 章
  中的 之中 之一 以及 或者 或是 并且 而且 但是 然而 如果 因为 所以 因此 由于 虽然 对于 关于 基于 通过 根据 按照 为了 以便
  这 那 这个 那个 这些 那些 这样 那样 这种 那种 一个 一些 一种 一下 一样 我 你 他 她 它 我们 你们 他们 她们 它们 大家 自己
  可以 能够 可能 应该 需要 已经 正在 进行 进一步 加以 予以 相关 有关 其中 其他 其它 如何 什么 怎么 怎样 哪些 为什么 是否
  不是 没有 不会 不能 不要 就是 还是 只是 也是 都是 以上 以下 以后 以前 之后 之前 上述 如下 等等 方面 情况 部分
  上 下 个 年 月 日 时 次 页`
const ENGLISH = `a an the of and or nor in on at to for from by with without about into onto over under up down out off
  is are was were be been being am do does did done has have had having can could will would shall should may might must
  this that these those it its as than then so not no yes but if else how what which who whom whose why when where while
  i me my we us our you your he him his she her they them their also via vs etc per each any all some more most other such only
  very just there here own same both few many much again once new`
const FORMATS = 'pdf doc docx ppt pptx pps xls xlsx csv txt rtf wps epub mobi azw3 chm md html htm odt ods odp'

export const STOP_WORDS: ReadonlySet<string> = new Set(`${CHINESE} ${ENGLISH} ${FORMATS}`.split(/\s+/).filter(Boolean))
