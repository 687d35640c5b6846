#!/usr/bin/env bash
# Rebuilds the evaluation library (corpus/*.txt: one document per file, pages separated by form
# feeds, as Docsite stores extracted text) from Debian's own packages, the way a site's library
# comes to be: licence texts and manual pages printed to PDF by Chromium, manuals that Debian
# ships as PDF or HTML, all read back page by page with pdftotext as the conversion does.
# Needs: apt-get install chromium poppler-utils groff manpages-zh debian-reference-zh-cn
#        maint-guide-zh-cn debian-faq-zh-cn debian-handbook debian-policy
# The texts are under the licences their packages name (GPL, GFDL, CC-BY-SA, the licences'
# own verbatim-copying terms): see LICENSES.md.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
out=corpus
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

print_pdf() { # html-file pdf-file
  chromium --headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update \
    --no-first-run --disable-sync --no-pdf-header-footer --print-to-pdf="$2" "file://$1" >/dev/null 2>&1
}

pdf_text() { # pdf-file key [first last]
  local args=(-q -enc UTF-8)
  [ $# -ge 4 ] && args+=(-f "$3" -l "$4")
  pdftotext "${args[@]}" "$1" - | sed -e 's/[ \t]\+$//' > "$out/$2.txt"
  # pdftotext ends every page with a form feed: the last one closes no page.
  perl -0pi -e 's/\f\s*\z//' "$out/$2.txt"
  echo "$2: $(($(tr -cd '\f' < "$out/$2.txt" | wc -c) + 1)) pages"
}

plain_pdf() { # text-file key title
  { echo "<meta charset=utf-8><title>$3</title><style>body{font:11pt/1.35 'Noto Sans CJK SC',sans-serif;margin:2cm}pre{white-space:pre-wrap;font:inherit}</style><pre>"
    sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' "$1"
    echo '</pre>'; } > "$work/$2.html"
  print_pdf "$work/$2.html" "$work/$2.pdf"
  pdf_text "$work/$2.pdf" "$2"
}

man_pdf() { # man-file key
  # groff writes the pictures of a page (tables drawn as images) into the current folder.
  (cd "$work" && zcat "$1" | groff -k -t -Thtml -man -P-l 2>/dev/null > "$work/$2.raw.html")
  # groff writes CJK characters as numeric entities with a space after each; a PDF of the page would not.
  perl -CSD -Mutf8 -0pe 's/<head>/<head><meta charset="utf-8">/i; s/&#(\d+);/$1 > 127 ? chr($1) : "&#$1;"/ge; s/(?<=[\p{Han}，。、；：？！“”（）])\s+(?=[\p{Han}，。、；：？！“”（）])//g' \
    "$work/$2.raw.html" > "$work/$2.html"
  print_pdf "$work/$2.html" "$work/$2.pdf"
  pdf_text "$work/$2.pdf" "$2"
}

html_pdf() { # html-file key
  print_pdf "$1" "$work/$2.pdf"
  pdf_text "$work/$2.pdf" "$2"
}

licenses=/usr/share/common-licenses
for name in GPL-2 GPL-3 LGPL-2.1 LGPL-3 Apache-2.0 MPL-1.1 MPL-2.0 GFDL-1.3 Artistic; do
  plain_pdf "$licenses/$name" "license-$(echo "$name" | tr 'A-Z.' 'a-z-')" "$name"
done

for page in man1/tar man1/find man1/grep man1/sed man1/bash man1/ssh man1/wget man1/rsync man8/useradd man8/usermod man8/apt-get man5/fstab; do
  man_pdf "/usr/share/man/$page.${page:3:1}.gz" "man-en-${page#*/}"
done
for page in man1/tar man1/find man1/grep man1/ls man1/chmod man1/bash man1/cp man1/date man8/useradd man8/usermod; do
  man_pdf "/usr/share/man/zh_CN/$page.${page:3:1}.gz" "man-zh-${page#*/}"
done

reference=/usr/share/doc/debian-reference-zh-cn/docs
for chapter in ch01 ch02 ch04 ch10; do html_pdf "$reference/$chapter.zh-cn.html" "debian-reference-zh-$chapter"; done
handbook=/usr/share/doc/debian-handbook/html
for section in sect.task-scheduling-cron-atd sect.apt-get sect.backup sect.remote-login; do
  html_pdf "$handbook/en-US/$section.html" "handbook-en-${section#sect.}"
  html_pdf "$handbook/zh-CN/$section.html" "handbook-zh-${section#sect.}"
done
# The Chinese FAQ's PDF is a placeholder ("not available for the language"); its text edition is real.
gunzip -c /usr/share/doc/debian/FAQ/debian-faq.zh-cn.txt.gz > "$work/faq.txt"
plain_pdf "$work/faq.txt" debian-faq-zh 'Debian GNU/Linux 常见问题'
pdf_text /usr/share/doc/maint-guide-zh-cn/maint-guide.zh-cn.pdf maint-guide-zh
gunzip -c /usr/share/doc/debian-policy/policy.pdf.gz > "$work/policy.pdf"
pdf_text "$work/policy.pdf" debian-policy-en 1 45
