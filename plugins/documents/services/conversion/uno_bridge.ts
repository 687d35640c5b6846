/**
 * The UNO client the kept-running LibreOffice is driven with (needs Debian python3-uno).
 * It connects once, then converts one JSON request per stdin line and answers one JSON
 * line on stdout. Node writes it to the converter's private directory at start.
 */
export const UNO_BRIDGE_PY = String.raw`
import json, os, signal, sys, time
import uno
from com.sun.star.beans import PropertyValue
from com.sun.star.connection import NoConnectException

def pv(name, value):
    p = PropertyValue()
    p.Name = name
    p.Value = value
    return p

def reply(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()

pipe = sys.argv[1]
deadline = time.time() + float(sys.argv[2])
soffice_group = int(sys.argv[3]) if len(sys.argv) > 3 else 0
local = uno.getComponentContext()
resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
ctx = None
while ctx is None:
    try:
        ctx = resolver.resolve("uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe)
    except NoConnectException:
        if time.time() > deadline:
            reply({"ready": False, "error": "could not connect to LibreOffice on pipe " + pipe})
            sys.exit(2)
        time.sleep(0.05)
desktop = ctx.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", ctx)
reply({"ready": True})

# The PDF's bookmarks become the reader's outline: a text's headings and a workbook's sheet
# names. A presentation's would be its slide names, which an imported pptx does not have
# (LibreOffice writes "Slide 1", "Slide 2"…), so they would only repeat the page numbers.
EXPORTS = [
    ("com.sun.star.sheet.SpreadsheetDocument", "calc_pdf_Export", True),
    ("com.sun.star.presentation.PresentationDocument", "impress_pdf_Export", False),
    ("com.sun.star.drawing.DrawingDocument", "draw_pdf_Export", False),
    ("com.sun.star.text.TextDocument", "writer_pdf_Export", True),
]

for line in sys.stdin:
    line = line.strip()
    if not line:
        continue
    req = json.loads(line)
    if req.get("op") == "quit":
        try:
            desktop.terminate()
        except Exception:
            pass
        break
    started = time.time()
    try:
        # Never run macros, never update links to other files or the network.
        props = [pv("Hidden", True), pv("ReadOnly", True), pv("MacroExecutionMode", 0), pv("UpdateDocMode", 0)]
        if req.get("filter"):
            props.append(pv("FilterName", req["filter"]))
        if req.get("filterOptions"):
            props.append(pv("FilterOptions", req["filterOptions"]))
        doc = desktop.loadComponentFromURL(uno.systemPathToFileUrl(req["input"]), "_blank", 0, tuple(props))
        if doc is None:
            raise RuntimeError("LibreOffice could not open the document")
        try:
            export, bookmarks = "writer_pdf_Export", True
            for service, name, marks in EXPORTS:
                if doc.supportsService(service):
                    export, bookmarks = name, marks
                    break
            filter_data = uno.Any("[]com.sun.star.beans.PropertyValue", (pv("ExportBookmarks", bookmarks),))
            uno.invoke(doc, "storeToURL", (uno.systemPathToFileUrl(req["output"]), (pv("FilterName", export), pv("FilterData", filter_data))))
        finally:
            try:
                doc.close(True)
            except Exception:
                doc.dispose()
        reply({"id": req["id"], "ok": True, "export": export, "ms": round((time.time() - started) * 1000)})
    except Exception as error:
        message = getattr(error, "Message", "") or str(error)
        reply({"id": req["id"], "ok": False, "error": "%s: %s" % (type(error).__name__, message)})
else:
    # End of input without a quit: the worker died (kill -9); LibreOffice must not outlive it.
    if soffice_group > 0:
        try:
            os.killpg(soffice_group, signal.SIGKILL)
        except OSError:
            pass
`
