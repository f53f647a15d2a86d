<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AutosaveStore</name>
    <message numerus="yes">
        <source>%n unsaved edit(s) recovered</source>
        <translation>
            <numerusform>%n ungespeicherte Änderung wiederhergestellt</numerusform><numerusform>%n ungespeicherte Änderungen wiederhergestellt</numerusform></translation>
    </message>
</context>
<context>
    <name>ChangeFreqDelegate</name>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
</context>
<context>
    <name>DocumentEditCommand</name>
    <message>
        <source>Edit URL</source>
        <translation>URL bearbeiten</translation>
    </message>
    <message>
        <source>Edit last modified</source>
        <translation>Letzte Änderung bearbeiten</translation>
    </message>
    <message>
        <source>Edit change frequency</source>
        <translation>Änderungshäufigkeit bearbeiten</translation>
    </message>
    <message>
        <source>Edit priority</source>
        <translation>Priorität bearbeiten</translation>
    </message>
    <message numerus="yes">
        <source>Add %n row(s)</source>
        <translation>
            <numerusform>%n Zeile hinzufügen</numerusform><numerusform>%n Zeilen hinzufügen</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n row(s)</source>
        <translation>
            <numerusform>%n Zeile löschen</numerusform><numerusform>%n Zeilen löschen</numerusform></translation>
    </message>
</context>
<context>
    <name>FilesPanel</name>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>URLs</source>
        <translation>URLs</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Alle Dateien</translation>
    </message>
    <message>
        <source>(new)</source>
        <translation>(neu)</translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation>%1 (fehlt)</translation>
    </message>
    <message>
        <source>Listed in the index but not found next to it: %1</source>
        <translation>Im Index aufgeführt, aber nicht daneben gefunden: %1</translation>
    </message>
</context>
<context>
    <name>LastModEditor</name>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>Pick a date</source>
        <translation>Datum auswählen</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sitemaps (*.xml *.xml.gz *.gz *.txt);;All files (*)</source>
        <translation>Sitemaps (*.xml *.xml.gz *.gz *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Filter URLs, dates, frequencies and priorities (Ctrl+F)</source>
        <translation>URLs, Daten, Häufigkeiten und Prioritäten filtern (Strg+F)</translation>
    </message>
    <message>
        <source>Only rows with &amp;problems</source>
        <translation>Nur Zeilen mit &amp;Problemen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste URLs</source>
        <translation>URLs &amp;einfügen</translation>
    </message>
    <message>
        <source>Add one row per line of the clipboard</source>
        <translation>Eine Zeile je Zeile der Zwischenablage hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Add Row</source>
        <translation>Zeile &amp;hinzufügen</translation>
    </message>
    <message>
        <source>D&amp;uplicate Rows</source>
        <translation>Zeilen &amp;duplizieren</translation>
    </message>
    <message>
        <source>&amp;Delete Rows</source>
        <translation>Zeilen &amp;löschen</translation>
    </message>
    <message>
        <source>Set &amp;Change Frequency</source>
        <translation>Ä&amp;nderungshäufigkeit setzen</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
    <message>
        <source>Set &amp;Priority</source>
        <translation>&amp;Priorität setzen</translation>
    </message>
    <message>
        <source>Set &amp;Last Modified…</source>
        <translation>Letzte Ä&amp;nderung setzen…</translation>
    </message>
    <message>
        <source>Set Last Modified to &amp;Today</source>
        <translation>Letzte Änderung auf &amp;heute setzen</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Sitemap Editor</source>
        <translation>&amp;Über Sitemap Editor</translation>
    </message>
    <message>
        <source>About Sitemap Editor</source>
        <translation>Über Sitemap Editor</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Sitemap Editor&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Opens XML sitemaps, sitemap indexes and text sitemaps, shows what search engines would reject, and saves valid files, split when they are too large.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Sitemap Editor&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Öffnet XML-Sitemaps, Sitemap-Indizes und Text-Sitemaps, zeigt, was Suchmaschinen ablehnen würden, und speichert gültige Dateien, aufgeteilt, wenn sie zu groß sind.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Open Sitemap</source>
        <translation>Sitemap öffnen</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation>Das Öffnen von %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>%1 could not be opened.</source>
        <translation>%1 konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>%1 was not read to its end: %2 (line %3). The entries before it are shown.</source>
        <translation>%1 wurde nicht bis zum Ende gelesen: %2 (Zeile %3). Die Einträge davor werden angezeigt.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1 hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>%1[*] — Sitemap Editor</source>
        <translation>%1[*] — Sitemap Editor</translation>
    </message>
    <message numerus="yes">
        <source>%n URL(s)</source>
        <translation>
            <numerusform>%n URL</numerusform><numerusform>%n URLs</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>(%n shown)</source>
        <translation>
            <numerusform>(%n angezeigt)</numerusform><numerusform>(%n angezeigt)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform><numerusform>%n Fehler</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform><numerusform>%n Warnungen</numerusform></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n row(s)</source>
        <translation>
            <numerusform>%n Zeile löschen</numerusform><numerusform>%n Zeilen löschen</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n row(s)</source>
        <translation>
            <numerusform>%n Zeile duplizieren</numerusform><numerusform>%n Zeilen duplizieren</numerusform></translation>
    </message>
    <message>
        <source>The clipboard holds no URLs.</source>
        <translation>Die Zwischenablage enthält keine URLs.</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n URL(s)</source>
        <translation>
            <numerusform>%n URL einfügen</numerusform><numerusform>%n URLs einfügen</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Added %n URL(s) from the clipboard.</source>
        <translation>
            <numerusform>%n URL aus der Zwischenablage hinzugefügt.</numerusform><numerusform>%n URLs aus der Zwischenablage hinzugefügt.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Set change frequency of %n row(s)</source>
        <translation>
            <numerusform>Änderungshäufigkeit von %n Zeile setzen</numerusform><numerusform>Änderungshäufigkeit von %n Zeilen setzen</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Set priority of %n row(s)</source>
        <translation>
            <numerusform>Priorität von %n Zeile setzen</numerusform><numerusform>Priorität von %n Zeilen setzen</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Set last modified of %n row(s)</source>
        <translation>
            <numerusform>Letzte Änderung von %n Zeile setzen</numerusform><numerusform>Letzte Änderung von %n Zeilen setzen</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Set URL of %n row(s)</source>
        <translation>
            <numerusform>URL von %n Zeile setzen</numerusform><numerusform>URL von %n Zeilen setzen</numerusform></translation>
    </message>
    <message>
        <source>Set Last Modified</source>
        <translation>Letzte Änderung setzen</translation>
    </message>
    <message>
        <source>Last modified for the selected rows (YYYY-MM-DD or YYYY-MM-DDThh:mm:ss+hh:mm; empty removes it):</source>
        <translation>Letzte Änderung für die ausgewählten Zeilen (JJJJ-MM-TT oder JJJJ-MM-TTThh:mm:ss+hh:mm; leer entfernt sie):</translation>
    </message>
    <message>
        <source>This problem concerns the whole file.</source>
        <translation>Dieses Problem betrifft die ganze Datei.</translation>
    </message>
    <message>
        <source>Save Sitemap As</source>
        <translation>Sitemap speichern unter</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>The URLs need more than one file, so the editor writes an index, and an index needs absolute URLs. Enter the base URL the files are served from.</source>
        <translation>Die URLs brauchen mehr als eine Datei, daher schreibt der Editor einen Index, und ein Index braucht absolute URLs. Geben Sie die Basis-URL ein, unter der die Dateien abrufbar sind.</translation>
    </message>
    <message>
        <source>Replace Incomplete File?</source>
        <translation>Unvollständige Datei ersetzen?</translation>
    </message>
    <message>
        <source>Part of the original file could not be read. Saving replaces it with only the entries that were read. Replace it?</source>
        <translation>Ein Teil der ursprünglichen Datei konnte nicht gelesen werden. Beim Speichern wird sie durch die gelesenen Einträge ersetzt. Ersetzen?</translation>
    </message>
    <message>
        <source>Entry %1: %2</source>
        <translation>Eintrag %1: %2</translation>
    </message>
    <message>
        <source>Entries With Errors</source>
        <translation>Einträge mit Fehlern</translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) have errors that search engines reject; the editor does not write them. Fix them first, or save without them?</source>
        <translation>
            <numerusform>%n Eintrag hat Fehler, die Suchmaschinen ablehnen; der Editor schreibt ihn nicht. Zuerst beheben oder ohne ihn speichern?</numerusform><numerusform>%n Einträge haben Fehler, die Suchmaschinen ablehnen; der Editor schreibt sie nicht. Zuerst beheben oder ohne sie speichern?</numerusform></translation>
    </message>
    <message>
        <source>Fix Them</source>
        <translation>Beheben</translation>
    </message>
    <message>
        <source>Exclude and Save</source>
        <translation>Auslassen und speichern</translation>
    </message>
    <message>
        <source>The sitemap was not saved.</source>
        <translation>Die Sitemap wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>The sitemap could not be saved.</source>
        <translation>Die Sitemap konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>File %1: %p%</source>
        <translation>Datei %1: %p%</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>The editor kept unsaved changes to %1, but the file has changed on disk since, so they cannot be restored.</source>
        <translation>Der Editor hat ungespeicherte Änderungen an %1 aufbewahrt, aber die Datei wurde seitdem auf der Festplatte geändert, daher können sie nicht wiederhergestellt werden.</translation>
    </message>
    <message numerus="yes">
        <source>The editor stopped with %n unsaved change(s) to %1 (last kept %2). Restore them?</source>
        <translation>
            <numerusform>Der Editor wurde mit %n ungespeicherten Änderung an %1 beendet (zuletzt gesichert %2). Wiederherstellen?</numerusform><numerusform>Der Editor wurde mit %n ungespeicherten Änderungen an %1 beendet (zuletzt gesichert %2). Wiederherstellen?</numerusform></translation>
    </message>
    <message>
        <source>The unsaved changes could not be restored.</source>
        <translation>Die ungespeicherten Änderungen konnten nicht wiederhergestellt werden.</translation>
    </message>
</context>
<context>
    <name>PriorityDelegate</name>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
</context>
<context>
    <name>ProblemListModel</name>
    <message>
        <source>%1 (fixed on save)</source>
        <translation>%1 (wird beim Speichern behoben)</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>%1, entry %2</source>
        <translation>%1, Eintrag %2</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schwere</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
</context>
<context>
    <name>ProblemsDock</name>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Filter problems</source>
        <translation>Probleme filtern</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform><numerusform>%n Fehler</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform><numerusform>%n Warnungen</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n Hinweis</numerusform><numerusform>%n Hinweise</numerusform></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message numerus="yes">
        <source>%n &lt;image:image&gt; element(s) have no &lt;image:loc&gt;. Add the image's URL.</source>
        <translation>
            <numerusform>%n &lt;image:image&gt;-Element hat kein &lt;image:loc&gt;. Fügen Sie die URL des Bildes hinzu.</numerusform><numerusform>%n &lt;image:image&gt;-Elemente haben kein &lt;image:loc&gt;. Fügen Sie die URL des Bildes hinzu.</numerusform></translation>
    </message>
    <message>
        <source>title has %1 characters (at most 100)</source>
        <translation>der Titel hat %1 Zeichen (höchstens 100)</translation>
    </message>
    <message>
        <source>description has %1 characters (at most 2,048)</source>
        <translation>die Beschreibung hat %1 Zeichen (höchstens 2.048)</translation>
    </message>
    <message>
        <source>duration %1 (1 to 28,800 seconds)</source>
        <translation>Dauer %1 (1 bis 28.800 Sekunden)</translation>
    </message>
    <message>
        <source>rating %1 (0.0 to 5.0)</source>
        <translation>Bewertung %1 (0,0 bis 5,0)</translation>
    </message>
</context>
<context>
    <name>SaveOptionsDialog</name>
    <message>
        <source>Save Options</source>
        <translation>Speicheroptionen</translation>
    </message>
    <message>
        <source>Saving to &lt;b&gt;%1&lt;/b&gt;. When the URLs do not fit in one file, the editor writes numbered files and an index that lists them.</source>
        <translation>Speichern nach &lt;b&gt;%1&lt;/b&gt;. Passen die URLs nicht in eine Datei, schreibt der Editor nummerierte Dateien und einen Index, der sie aufführt.</translation>
    </message>
    <message>
        <source>Most &amp;URLs per file:</source>
        <translation>Höchstens &amp;URLs je Datei:</translation>
    </message>
    <message>
        <source>50 MiB (current limit)</source>
        <translation>50 MiB (aktuelle Grenze)</translation>
    </message>
    <message>
        <source>10 MiB (older tools and Yandex)</source>
        <translation>10 MiB (ältere Werkzeuge und Yandex)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source> KiB</source>
        <translation> KiB</translation>
    </message>
    <message>
        <source>Most &amp;bytes per file:</source>
        <translation>Höchstens &amp;Bytes je Datei:</translation>
    </message>
    <message>
        <source>Compress with &amp;gzip (.xml.gz)</source>
        <translation>Mit &amp;gzip komprimieren (.xml.gz)</translation>
    </message>
    <message>
        <source>https://www.example.com/</source>
        <translation>https://www.example.com/</translation>
    </message>
    <message>
        <source>The folder URL the files are served from; an index needs it to name the split files.</source>
        <translation>Die Ordner-URL, unter der die Dateien abrufbar sind; ein Index braucht sie, um die aufgeteilten Dateien zu benennen.</translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation>Basis-&amp;URL:</translation>
    </message>
    <message>
        <source>The URLs need more than one file: enter the base URL for the index.</source>
        <translation>Die URLs brauchen mehr als eine Datei: Geben Sie die Basis-URL für den Index ein.</translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) have errors that must be fixed or excluded first.</source>
        <translation>
            <numerusform>%n Eintrag hat Fehler, die zuerst behoben oder ausgelassen werden müssen.</numerusform><numerusform>%n Einträge haben Fehler, die zuerst behoben oder ausgelassen werden müssen.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Writes %n file(s):</source>
        <translation>
            <numerusform>Schreibt %n Datei:</numerusform><numerusform>Schreibt %n Dateien:</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>  and %n more</source>
        <translation>
            <numerusform>  und %n weitere</numerusform><numerusform>  und %n weitere</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>  %1 (index of %n file(s))</source>
        <translation>
            <numerusform>  %1 (Index von %n Datei)</numerusform><numerusform>  %1 (Index von %n Dateien)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>  %1 (%n URL(s))</source>
        <translation>
            <numerusform>  %1 (%n URL)</numerusform><numerusform>  %1 (%n URLs)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Fixes %n value(s) on the way (escaping, whitespace, case).</source>
        <translation>
            <numerusform>Behebt dabei %n Wert (Maskierung, Leerraum, Groß-/Kleinschreibung).</numerusform><numerusform>Behebt dabei %n Werte (Maskierung, Leerraum, Groß-/Kleinschreibung).</numerusform></translation>
    </message>
</context>
<context>
    <name>SeverityStyle</name>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
</context>
<context>
    <name>SitemapTableModel</name>
    <message>
        <source>(new)</source>
        <translation>(neu)</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>(fixed on save)</source>
        <translation>(wird beim Speichern behoben)</translation>
    </message>
    <message>
        <source>In the file: %1</source>
        <translation>In der Datei: %1</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>The page's address (&lt;loc&gt;)</source>
        <translation>Die Adresse der Seite (&lt;loc&gt;)</translation>
    </message>
    <message>
        <source>Last modified</source>
        <translation>Letzte Änderung</translation>
    </message>
    <message>
        <source>When the page last changed (&lt;lastmod&gt;)</source>
        <translation>Wann sich die Seite zuletzt geändert hat (&lt;lastmod&gt;)</translation>
    </message>
    <message>
        <source>Change frequency</source>
        <translation>Häufigkeit</translation>
    </message>
    <message>
        <source>How often the page changes (&lt;changefreq&gt;)</source>
        <translation>Wie oft sich die Seite ändert (&lt;changefreq&gt;)</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <source>Priority relative to the site's other pages (&lt;priority&gt;)</source>
        <translation>Priorität im Vergleich zu den anderen Seiten der Website (&lt;priority&gt;)</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>The sitemap file the URL is in</source>
        <translation>Die Sitemap-Datei, in der die URL steht</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>What is wrong with the entry</source>
        <translation>Was an dem Eintrag falsch ist</translation>
    </message>
    <message>
        <source>The priority must lie between 0.0 and 1.0.</source>
        <translation>Die Priorität muss zwischen 0,0 und 1,0 liegen.</translation>
    </message>
    <message>
        <source>A URL cannot span several lines.</source>
        <translation>Eine URL kann nicht mehrere Zeilen umfassen.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): %1</source>
        <translation>
            <numerusform>%n Problem: %1</numerusform><numerusform>%n Probleme: %1</numerusform></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Edit and check XML sitemaps.</source>
        <translation>XML-Sitemaps bearbeiten und prüfen.</translation>
    </message>
    <message>
        <source>The sitemap to open.</source>
        <translation>Die zu öffnende Sitemap.</translation>
    </message>
</context>
</TS>