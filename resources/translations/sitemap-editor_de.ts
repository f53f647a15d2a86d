<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BarChart</name>
    <message numerus="yes">
        <source>%Ln URL(s)</source>
        <translation>
            <numerusform>%Ln URL</numerusform>
            <numerusform>%Ln URLs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 % of %3</source>
        <translation>%1, %2 % von %3</translation>
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
    <name>CompareDock</name>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>Added: not in the file compared with</source>
        <translation>Hinzugekommen: nicht in der verglichenen Datei</translation>
    </message>
    <message>
        <source>Changed: %1</source>
        <translation>Geändert: %1</translation>
    </message>
    <message>
        <source>Extensions before: %1</source>
        <translation>Erweiterungen vorher: %1</translation>
    </message>
    <message>
        <source>Before: %1</source>
        <translation>Vorher: %1</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Compare &amp;With…</source>
        <translation>&amp;Vergleichen mit…</translation>
    </message>
    <message>
        <source>Compare the open sitemap with another file or index set: added, changed and removed URLs</source>
        <translation>Die offene Sitemap mit einer anderen Datei oder einem Index-Satz vergleichen: hinzugekommene, geänderte und entfernte URLs</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Zeigen:</translation>
    </message>
    <message>
        <source>All rows</source>
        <translation>Alle Zeilen</translation>
    </message>
    <message>
        <source>Added or changed</source>
        <translation>Hinzugekommen oder geändert</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Hinzugekommen</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>Unverändert</translation>
    </message>
    <message>
        <source>Removed (only in the file compared with):</source>
        <translation>Entfernt (nur in der verglichenen Datei):</translation>
    </message>
    <message>
        <source>&amp;End Comparison</source>
        <translation>Vergleich &amp;beenden</translation>
    </message>
    <message>
        <source>Compare With</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>Sitemaps (*.xml *.xml.gz *.gz *.txt);;All files (*)</source>
        <translation>Sitemaps (*.xml *.xml.gz *.gz *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a sitemap.</source>
        <translation>%1 ist keine Sitemap.</translation>
    </message>
    <message>
        <source>No comparison. File ▸ Compare With… compares the open sitemap with another file or index set.</source>
        <translation>Kein Vergleich. Datei ▸ Vergleichen mit… vergleicht die offene Sitemap mit einer anderen Datei oder einem Index-Satz.</translation>
    </message>
    <message>
        <source>Compared with %1: %2 added, %3 changed, %4 removed, %5 unchanged.</source>
        <translation>Verglichen mit %1: %2 hinzugekommen, %3 geändert, %4 entfernt, %5 unverändert.</translation>
    </message>
    <message>
        <source>Comparing with %1… %2%</source>
        <translation>Vergleich mit %1… %2 %</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Reading %1… %2%</source>
        <translation>%1 wird gelesen… %2%</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
</context>
<context>
    <name>CsvImport</name>
    <message>
        <source>the quote opened on line %1 is not closed before the end of the file</source>
        <translation>das in Zeile %1 geöffnete Anführungszeichen wird bis zum Dateiende nicht geschlossen</translation>
    </message>
    <message>
        <source>text follows the closing quote of a value</source>
        <translation>auf das schließende Anführungszeichen eines Werts folgt noch Text</translation>
    </message>
    <message>
        <source>The file holds no rows.</source>
        <translation>Die Datei enthält keine Zeilen.</translation>
    </message>
    <message>
        <source>The header names the %1 column twice (&quot;%2&quot; and &quot;%3&quot;).</source>
        <translation>Die Kopfzeile nennt die Spalte %1 zweimal („%2“ und „%3“).</translation>
    </message>
    <message>
        <source>The header row names no loc (or url) column.</source>
        <translation>Die Kopfzeile nennt keine Spalte loc (oder url).</translation>
    </message>
    <message>
        <source>not a URL, and no column name this import knows (loc, lastmod, changefreq, priority): taken for a header row</source>
        <translation>keine URL und kein Spaltenname, den der Import kennt (loc, lastmod, changefreq, priority): als Kopfzeile genommen</translation>
    </message>
    <message>
        <source>no URL</source>
        <translation>keine URL</translation>
    </message>
    <message>
        <source>the same URL as line %1</source>
        <translation>dieselbe URL wie Zeile %1</translation>
    </message>
    <message>
        <source>not in the sitemap, and adding new rows is off</source>
        <translation>nicht in der Sitemap, und das Hinzufügen neuer Zeilen ist aus</translation>
    </message>
    <message>
        <source>not in the sitemap, and there is no sitemap file to add it to</source>
        <translation>nicht in der Sitemap, und es gibt keine Sitemap-Datei, der sie hinzugefügt werden könnte</translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
    <message>
        <source>Import CSV</source>
        <translation>CSV importieren</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>Aus&amp;wählen…</translation>
    </message>
    <message>
        <source>CSV or text &amp;file:</source>
        <translation>CSV- oder Text&amp;datei:</translation>
    </message>
    <message>
        <source>Columns loc (or url), lastmod, changefreq and priority, in any order when the first row names them, else in that order; or one URL a line. Separated by commas, semicolons or tabs; UTF-8.</source>
        <translation>Spalten loc (oder url), lastmod, changefreq und priority, in beliebiger Reihenfolge, wenn die erste Zeile sie benennt, sonst in dieser Reihenfolge; oder eine URL je Zeile. Getrennt durch Kommas, Semikolons oder Tabulatoren; UTF-8.</translation>
    </message>
    <message>
        <source>&amp;Add URLs that are not in the sitemap</source>
        <translation>URLs, die nicht in der Sitemap sind, &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Update the rows with the same URL</source>
        <translation>Zeilen mit derselben URL a&amp;ktualisieren</translation>
    </message>
    <message>
        <source>Values are taken as the file writes them; an empty cell leaves the row&apos;s value as it is.</source>
        <translation>Werte werden so übernommen, wie die Datei sie schreibt; eine leere Zelle lässt den Wert der Zeile, wie er ist.</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>&amp;Vorschau</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>CSV and text files (*.csv *.tsv *.txt);;All files (*)</source>
        <translation>CSV- und Textdateien (*.csv *.tsv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>Die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>no file chosen</source>
        <translation>keine Datei ausgewählt</translation>
    </message>
    <message>
        <source>one URL a line</source>
        <translation>eine URL je Zeile</translation>
    </message>
    <message>
        <source>separated by commas</source>
        <translation>durch Kommas getrennt</translation>
    </message>
    <message>
        <source>separated by semicolons</source>
        <translation>durch Semikolons getrennt</translation>
    </message>
    <message>
        <source>separated by tabs</source>
        <translation>durch Tabulatoren getrennt</translation>
    </message>
    <message>
        <source>separated by &quot;%1&quot;</source>
        <translation>durch „%1“ getrennt</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) read, %1</source>
        <translation>
            <numerusform>%Ln Zeile gelesen, %1</numerusform>
            <numerusform>%Ln Zeilen gelesen, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>; columns named in the first row: %1.</source>
        <translation>; Spalten laut erster Zeile: %1.</translation>
    </message>
    <message>
        <source>; columns in the order %1.</source>
        <translation>; Spalten in der Reihenfolge %1.</translation>
    </message>
    <message>
        <source>Columns left out: %1.</source>
        <translation>Nicht übernommene Spalten: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln new row(s).</source>
        <translation>
            <numerusform>%Ln neue Zeile.</numerusform>
            <numerusform>%Ln neue Zeilen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) get new values.</source>
        <translation>
            <numerusform>%Ln Zeile bekommt neue Werte.</numerusform>
            <numerusform>%Ln Zeilen bekommen neue Werte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) hold these values already.</source>
        <translation>
            <numerusform>%Ln Zeile hat diese Werte schon.</numerusform>
            <numerusform>%Ln Zeilen haben diese Werte schon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) with other values are left as they are.</source>
        <translation>
            <numerusform>%Ln Zeile mit anderen Werten bleibt, wie sie ist.</numerusform>
            <numerusform>%Ln Zeilen mit anderen Werten bleiben, wie sie sind.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) refused.</source>
        <translation>
            <numerusform>%Ln Zeile abgelehnt.</numerusform>
            <numerusform>%Ln Zeilen abgelehnt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  … and %Ln more</source>
        <translation>
            <numerusform>  … und %Ln weitere</numerusform>
            <numerusform>  … und %Ln weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Added:</source>
        <translation>Hinzugefügt:</translation>
    </message>
    <message>
        <source>  + line %1: %2</source>
        <translation>  + Zeile %1: %2</translation>
    </message>
    <message>
        <source>Changed:</source>
        <translation>Geändert:</translation>
    </message>
    <message>
        <source>  ~ line %1: %2</source>
        <translation>  ~ Zeile %1: %2</translation>
    </message>
    <message>
        <source>Refused:</source>
        <translation>Abgelehnt:</translation>
    </message>
    <message>
        <source>  ! line %1: %2</source>
        <translation>  ! Zeile %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Import %n row(s) from CSV</source>
        <translation>
            <numerusform>%n Zeile aus CSV importieren</numerusform>
            <numerusform>%n Zeilen aus CSV importieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported: %Ln new row(s)</source>
        <translation>
            <numerusform>Importiert: %Ln neue Zeile</numerusform>
            <numerusform>Importiert: %Ln neue Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %Ln row(s) changed.</source>
        <translation>
            <numerusform>, %Ln Zeile geändert.</numerusform>
            <numerusform>, %Ln Zeilen geändert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DialogSaveQuestions</name>
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
    <message numerus="yes">
        <source>%n with a last-modified date that is not valid</source>
        <translation>
            <numerusform>%n mit einem ungültigen Änderungsdatum</numerusform>
            <numerusform>%n mit einem ungültigen Änderungsdatum</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with a change frequency that is not valid</source>
        <translation>
            <numerusform>%n mit einer ungültigen Änderungshäufigkeit</numerusform>
            <numerusform>%n mit einer ungültigen Änderungshäufigkeit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with a priority that is not valid</source>
        <translation>
            <numerusform>%n mit einer ungültigen Priorität</numerusform>
            <numerusform>%n mit einer ungültigen Priorität</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with an error in the URL or the entry itself, which can only be left out whole</source>
        <translation>
            <numerusform>%n mit einem Fehler in der URL oder im Eintrag selbst; so ein Eintrag kann nur ganz weggelassen werden</numerusform>
            <numerusform>%n mit einem Fehler in der URL oder im Eintrag selbst; solche Einträge können nur ganz weggelassen werden</numerusform>
        </translation>
    </message>
    <message>
        <source>Entry %1: %2</source>
        <translation>Eintrag %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) have errors that search engines reject; the editor does not write them as they are:</source>
        <translation>
            <numerusform>%n Eintrag hat Fehler, die Suchmaschinen ablehnen; der Editor schreibt ihn nicht so, wie er ist:</numerusform>
            <numerusform>%n Einträge haben Fehler, die Suchmaschinen ablehnen; der Editor schreibt sie nicht so, wie sie sind:</numerusform>
        </translation>
    </message>
    <message>
        <source>Files Kept</source>
        <translation>Dateien behalten</translation>
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
    <message>
        <source>Replace the files</source>
        <translation>Dateien ersetzen</translation>
    </message>
    <message numerus="yes">
        <source>Set URL of %Ln row(s)</source>
        <translation>
            <numerusform>URL von %Ln Zeile setzen</numerusform>
            <numerusform>URL von %Ln Zeilen setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set last modified of %Ln row(s)</source>
        <translation>
            <numerusform>Letzte Änderung von %Ln Zeile setzen</numerusform>
            <numerusform>Letzte Änderung von %Ln Zeilen setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set change frequency of %Ln row(s)</source>
        <translation>
            <numerusform>Änderungshäufigkeit von %Ln Zeile setzen</numerusform>
            <numerusform>Änderungshäufigkeit von %Ln Zeilen setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set priority of %Ln row(s)</source>
        <translation>
            <numerusform>Priorität von %Ln Zeile setzen</numerusform>
            <numerusform>Priorität von %Ln Zeilen setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile hinzufügen</numerusform>
            <numerusform>%Ln Zeilen hinzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile löschen</numerusform>
            <numerusform>%Ln Zeilen löschen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Edit extensions of %Ln row(s)</source>
        <translation>
            <numerusform>Erweiterungen von %Ln Zeile bearbeiten</numerusform>
            <numerusform>Erweiterungen von %Ln Zeilen bearbeiten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentSession</name>
    <message>
        <source>Changes Made by the Save</source>
        <translation>Änderungen durch das Speichern</translation>
    </message>
    <message numerus="yes">
        <source>Set change frequency of %Ln row(s)</source>
        <translation>
            <numerusform>Änderungshäufigkeit von %Ln Zeile setzen</numerusform>
            <numerusform>Änderungshäufigkeit von %Ln Zeilen setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set priority of %Ln row(s)</source>
        <translation>
            <numerusform>Priorität von %Ln Zeile setzen</numerusform>
            <numerusform>Priorität von %Ln Zeilen setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set last modified of %Ln row(s)</source>
        <translation>
            <numerusform>Letzte Änderung von %Ln Zeile setzen</numerusform>
            <numerusform>Letzte Änderung von %Ln Zeilen setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set URL of %Ln row(s)</source>
        <translation>
            <numerusform>URL von %Ln Zeile setzen</numerusform>
            <numerusform>URL von %Ln Zeilen setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile löschen</numerusform>
            <numerusform>%Ln Zeilen löschen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile duplizieren</numerusform>
            <numerusform>%Ln Zeilen duplizieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile einfügen</numerusform>
            <numerusform>%Ln Zeilen einfügen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditJournal</name>
    <message numerus="yes">
        <source>%Ln unsaved edit(s) recovered</source>
        <translation>
            <numerusform>%Ln ungespeicherte Änderung wiederhergestellt</numerusform>
            <numerusform>%Ln ungespeicherte Änderungen wiederhergestellt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorStatusBar</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Checking the rules: %p%</source>
        <translation>Regeln werden geprüft: %p%</translation>
    </message>
    <message>
        <source>Files of the index: %p%</source>
        <translation>Dateien des Index: %p%</translation>
    </message>
    <message numerus="yes">
        <source>%Ln URL(s)</source>
        <translation>
            <numerusform>%Ln URL</numerusform>
            <numerusform>%Ln URLs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln shown)</source>
        <translation>
            <numerusform>(%Ln angezeigt)</numerusform>
            <numerusform>(%Ln angezeigt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln error(s)</source>
        <translation>
            <numerusform>%Ln Fehler</numerusform>
            <numerusform>%Ln Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warning(s)</source>
        <translation>
            <numerusform>%Ln Warnung</numerusform>
            <numerusform>%Ln Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln URL(s)</source>
        <comment>short form of &quot;%n URL(s) (%n shown)&quot;</comment>
        <translation>
            <numerusform>%1 von %Ln URL</numerusform>
            <numerusform>%1 von %Ln URLs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 err.</source>
        <comment>short form of &quot;%n error(s)&quot;</comment>
        <translation>%1 Fehler</translation>
    </message>
    <message>
        <source>%1 warn.</source>
        <comment>short form of &quot;%n warning(s)&quot;</comment>
        <translation>%1 Warn.</translation>
    </message>
    <message>
        <source>Saving: %p%</source>
        <translation>Speichern: %p%</translation>
    </message>
</context>
<context>
    <name>EntryDetailsDock</name>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Entry Details</source>
        <translation>Eintragsdetails</translation>
    </message>
    <message>
        <source>In the file:</source>
        <translation>In der Datei:</translation>
    </message>
    <message>
        <source>As shown:</source>
        <translation>Angezeigt:</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Value as written</source>
        <translation>Wert wie geschrieben</translation>
    </message>
    <message>
        <source>The problems of this entry</source>
        <translation>Die Probleme dieses Eintrags</translation>
    </message>
    <message>
        <source>Alternates (hreflang)</source>
        <translation>Alternativen (hreflang)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>In set</source>
        <translation>Im Satz</translation>
    </message>
    <message>
        <source>Links back</source>
        <translation>Verweist zurück</translation>
    </message>
    <message>
        <source>Double-click an alternate to show its entry in the table</source>
        <translation>Doppelklick auf eine Alternative zeigt ihren Eintrag in der Tabelle</translation>
    </message>
    <message>
        <source>Alternate URL</source>
        <translation>Alternative URL</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Ändern</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Make Cluster Consistent</source>
        <translation>Cluster vervollständigen</translation>
    </message>
    <message>
        <source>Give every page of this hreflang cluster the complete list of alternates, itself included</source>
        <translation>Jeder Seite dieses hreflang-Clusters die vollständige Liste der Alternativen geben, sie selbst eingeschlossen</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>Bilder</translation>
    </message>
    <message>
        <source>Image URL</source>
        <translation>Bild-URL</translation>
    </message>
    <message>
        <source>Caption</source>
        <translation>Bildunterschrift</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Geo location</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>License</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Deprecated since 2022: search engines ignore it</source>
        <translation>Seit 2022 veraltet: Suchmaschinen ignorieren es</translation>
    </message>
    <message>
        <source>Videos</source>
        <translation>Videos</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>News</source>
        <translation>News</translation>
    </message>
    <message>
        <source>Other extensions</source>
        <translation>Andere Erweiterungen</translation>
    </message>
    <message>
        <source>Extensions of other namespaces are kept as written; they are not edited here</source>
        <translation>Erweiterungen anderer Namensräume bleiben, wie sie geschrieben sind; sie werden hier nicht bearbeitet</translation>
    </message>
    <message>
        <source>Choose a row of the table to see all of its entry here.</source>
        <translation>Wählen Sie eine Zeile der Tabelle, um hier ihren ganzen Eintrag zu sehen.</translation>
    </message>
    <message>
        <source>(new)</source>
        <translation>(neu)</translation>
    </message>
    <message>
        <source>Entry %1 of %2, line %3</source>
        <translation>Eintrag %1 von %2, Zeile %3</translation>
    </message>
    <message>
        <source>Entry %1 of %2</source>
        <translation>Eintrag %1 von %2</translation>
    </message>
    <message>
        <source>Last modified</source>
        <translation>Letzte Änderung</translation>
    </message>
    <message>
        <source>Change frequency</source>
        <translation>Häufigkeit</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <source>Given more than once in the file; the first is kept</source>
        <translation>In der Datei mehrfach angegeben; der erste Wert gilt</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>Keine Probleme</translation>
    </message>
    <message>
        <source>Alternates (hreflang): %1</source>
        <translation>Alternativen (hreflang): %1</translation>
    </message>
    <message numerus="yes">
        <source>Alternates (hreflang): %1, %n problem(s)</source>
        <translation>
            <numerusform>Alternativen (hreflang): %1, %n Problem</numerusform>
            <numerusform>Alternativen (hreflang): %1, %n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>(no image URL)</source>
        <translation>(keine Bild-URL)</translation>
    </message>
    <message>
        <source>Video %1</source>
        <translation>Video %1</translation>
    </message>
    <message>
        <source>News %1</source>
        <translation>News %1</translation>
    </message>
    <message>
        <source>Images: %1</source>
        <translation>Bilder: %1</translation>
    </message>
    <message numerus="yes">
        <source>Images: %1, %n problem(s)</source>
        <translation>
            <numerusform>Bilder: %1, %n Problem</numerusform>
            <numerusform>Bilder: %1, %n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>Videos: %1</source>
        <translation>Videos: %1</translation>
    </message>
    <message numerus="yes">
        <source>Videos: %1, %n problem(s)</source>
        <translation>
            <numerusform>Videos: %1, %n Problem</numerusform>
            <numerusform>Videos: %1, %n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>News: %1</source>
        <translation>News: %1</translation>
    </message>
    <message numerus="yes">
        <source>News: %1, %n problem(s)</source>
        <translation>
            <numerusform>News: %1, %n Problem</numerusform>
            <numerusform>News: %1, %n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>Add alternate %1</source>
        <translation>Alternative %1 hinzufügen</translation>
    </message>
    <message>
        <source>Change alternate %1</source>
        <translation>Alternative %1 ändern</translation>
    </message>
    <message>
        <source>Remove alternate %1</source>
        <translation>Alternative %1 entfernen</translation>
    </message>
    <message>
        <source>Add image</source>
        <translation>Bild hinzufügen</translation>
    </message>
    <message>
        <source>Change image</source>
        <translation>Bild ändern</translation>
    </message>
    <message>
        <source>Remove image</source>
        <translation>Bild entfernen</translation>
    </message>
    <message>
        <source>Make hreflang cluster consistent</source>
        <translation>hreflang-Cluster vervollständigen</translation>
    </message>
</context>
<context>
    <name>ExternalChanges</name>
    <message>
        <source>%1 was changed on disk by another program. Saving will ask before it replaces the changes.</source>
        <translation>%1 wurde auf der Festplatte von einem anderen Programm geändert. Vor dem Speichern wird gefragt, ob diese Änderungen ersetzt werden sollen.</translation>
    </message>
    <message>
        <source>The file is no longer there or cannot be read.</source>
        <translation>Die Datei ist nicht mehr vorhanden oder kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The URLs on disk are the same as in this window; the file differs in other ways.</source>
        <translation>Die URLs auf der Festplatte sind dieselben wie in diesem Fenster; die Datei unterscheidet sich auf andere Weise.</translation>
    </message>
    <message numerus="yes">
        <source>On disk compared with this window: %n URL(s) added</source>
        <translation>
            <numerusform>Auf der Festplatte gegenüber diesem Fenster: %n URL hinzugekommen</numerusform>
            <numerusform>Auf der Festplatte gegenüber diesem Fenster: %n URLs hinzugekommen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n removed</source>
        <translation>
            <numerusform>%n entfernt</numerusform>
            <numerusform>%n entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changed</source>
        <translation>
            <numerusform>%n geändert</numerusform>
            <numerusform>%n geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Datei auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>%1 was changed by another program since it was opened or saved here. %2

Reload it (your changes in this window are lost), overwrite it with this window&apos;s version (the other program&apos;s changes are lost), or cancel?</source>
        <translation>%1 wurde seit dem Öffnen oder Speichern hier von einem anderen Programm geändert. %2

Neu laden (die Änderungen in diesem Fenster gehen verloren), mit der Fassung dieses Fensters überschreiben (die Änderungen des anderen Programms gehen verloren) oder abbrechen?</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Überschreiben</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>Sitemaps (*.xml *.xml.gz *.gz *.txt);;All files (*)</source>
        <translation>Sitemaps (*.xml *.xml.gz *.gz *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>%1 wird gespeichert…</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Throw away the unsaved changes to %1 and load it again from disk?</source>
        <translation>Die nicht gespeicherten Änderungen an %1 verwerfen und die Datei erneut von der Festplatte laden?</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Fetched %1.</source>
        <translation>%1 abgerufen.</translation>
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
            <numerusform>Der Editor wurde mit %n ungespeicherten Änderung an %1 beendet (zuletzt gesichert %2). Wiederherstellen?</numerusform>
            <numerusform>Der Editor wurde mit %n ungespeicherten Änderungen an %1 beendet (zuletzt gesichert %2). Wiederherstellen?</numerusform>
        </translation>
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
        <source>The unsaved changes could not be restored.</source>
        <translation>Die ungespeicherten Änderungen konnten nicht wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <source>%1 was not read to its end: %2 (line %3). The entries before it are shown.</source>
        <translation>%1 wurde nicht bis zum Ende gelesen: %2 (Zeile %3). Die Einträge davor werden angezeigt.</translation>
    </message>
    <message>
        <source>Checked against the sitemap URL you gave it last time: %1</source>
        <translation>Geprüft gegen die Sitemap-URL, die Sie zuletzt angegeben haben: %1</translation>
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
        <source>Sitemap URL</source>
        <translation>Sitemap-URL</translation>
    </message>
    <message>
        <source>The URL the sitemap is served at, such as https://www.example.com/sitemap.xml, or its folder, ending in /. URLs on other hosts or outside that folder are flagged. Leave it empty when it is not known.</source>
        <translation>Die URL, unter der die Sitemap abrufbar ist, etwa https://www.example.com/sitemap.xml, oder ihr Ordner, mit / am Ende. URLs auf anderen Hosts oder außerhalb dieses Ordners werden markiert. Lassen Sie das Feld leer, wenn sie nicht bekannt ist.</translation>
    </message>
    <message>
        <source>%1 is not an absolute http or https URL.</source>
        <translation>%1 ist keine absolute http- oder https-URL.</translation>
    </message>
    <message>
        <source>The sitemap URL is not known.</source>
        <translation>Die Sitemap-URL ist nicht bekannt.</translation>
    </message>
    <message>
        <source>Checking the URLs against %1.</source>
        <translation>Die URLs werden gegen %1 geprüft.</translation>
    </message>
    <message>
        <source>Save Sitemap Set to Folder</source>
        <translation>Sitemap-Satz in Ordner speichern</translation>
    </message>
    <message>
        <source>Save Sitemap Set</source>
        <translation>Sitemap-Satz speichern</translation>
    </message>
    <message numerus="yes">
        <source>%1 already holds %n file(s) of this set. Replace them?</source>
        <translation>
            <numerusform>%1 enthält schon %n Datei dieses Satzes. Ersetzen?</numerusform>
            <numerusform>%1 enthält schon %n Dateien dieses Satzes. Ersetzen?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>Save Sitemap As</source>
        <translation>Sitemap speichern unter</translation>
    </message>
    <message>
        <source>The table shows the values as saved; Undo shows them as they were.</source>
        <translation>Die Tabelle zeigt die Werte wie gespeichert; Rückgängig zeigt sie wie zuvor.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>The sitemap was not saved.</source>
        <translation>Die Sitemap wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>The sitemap could not be saved.</source>
        <translation>Die Sitemap konnte nicht gespeichert werden.</translation>
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
    <message>
        <source>%1
Served at %2</source>
        <translation>%1
Abrufbar unter %2</translation>
    </message>
</context>
<context>
    <name>FindReplaceDialog</name>
    <message>
        <source>Find and Replace</source>
        <translation>Suchen und Ersetzen</translation>
    </message>
    <message>
        <source>http://www.example.com</source>
        <translation>http://www.example.com</translation>
    </message>
    <message>
        <source>&amp;Find in URLs:</source>
        <translation>In URLs &amp;suchen:</translation>
    </message>
    <message>
        <source>https://example.com</source>
        <translation>https://example.com</translation>
    </message>
    <message>
        <source>With a regular expression, \1 or $1 is the text of the first group in parentheses, \0 the whole match.</source>
        <translation>Bei einem regulären Ausdruck steht \1 oder $1 für den Text der ersten Gruppe in Klammern, \0 für den ganzen Treffer.</translation>
    </message>
    <message>
        <source>&amp;Replace with:</source>
        <translation>&amp;Ersetzen durch:</translation>
    </message>
    <message>
        <source>Regular e&amp;xpression</source>
        <translation>&amp;Regulärer Ausdruck</translation>
    </message>
    <message>
        <source>&amp;Match case</source>
        <translation>Groß-/Kleinschreibung &amp;beachten</translation>
    </message>
    <message>
        <source>Only in the &amp;selected rows</source>
        <translation>Nur in den ausgewählten &amp;Zeilen</translation>
    </message>
    <message>
        <source>Also in the sitemap &amp;index&apos;s own URLs</source>
        <translation>Auch in den eigenen URLs des Sitemap-&amp;Index</translation>
    </message>
    <message>
        <source>The &lt;loc&gt;s of the index that name its sitemap files.</source>
        <translation>Die &lt;loc&gt;-Angaben des Index, die seine Sitemap-Dateien nennen.</translation>
    </message>
    <message>
        <source>Replace &amp;All</source>
        <translation>&amp;Alle ersetzen</translation>
    </message>
    <message>
        <source>No URL matches.</source>
        <translation>Keine URL passt.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln URL(s) match</source>
        <translation>
            <numerusform>%Ln URL passt</numerusform>
            <numerusform>%Ln URLs passen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%Ln match(es)); </source>
        <translation>
            <numerusform> (%Ln Treffer); </numerusform>
            <numerusform> (%Ln Treffer); </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace All changes %Ln.</source>
        <translation>
            <numerusform>„Alle ersetzen“ ändert %Ln.</numerusform>
            <numerusform>„Alle ersetzen“ ändert %Ln.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln URL(s) would then be a duplicate of another.</source>
        <translation>
            <numerusform>%Ln URL wäre dann ein Duplikat einer anderen.</numerusform>
            <numerusform>%Ln URLs wären dann Duplikate anderer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln URL(s) would be empty.</source>
        <translation>
            <numerusform>%Ln URL wäre leer.</numerusform>
            <numerusform>%Ln URLs wären leer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace in %n URL(s)</source>
        <translation>
            <numerusform>In %n URL ersetzen</numerusform>
            <numerusform>In %n URLs ersetzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replaced in %Ln URL(s).</source>
        <translation>
            <numerusform>In %Ln URL ersetzt.</numerusform>
            <numerusform>In %Ln URLs ersetzt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Also in ima&amp;ge, video and hreflang URLs</source>
        <translation>Auch in Bild-, &amp;Video- und hreflang-URLs</translation>
    </message>
    <message>
        <source>The &lt;image:loc&gt;, the &lt;video:thumbnail_loc&gt;, &lt;video:content_loc&gt; and &lt;video:player_loc&gt;, and the href of the &lt;xhtml:link&gt; alternates; the rest of them stays as it is.</source>
        <translation>Das &lt;image:loc&gt;, die Angaben &lt;video:thumbnail_loc&gt;, &lt;video:content_loc&gt; und &lt;video:player_loc&gt; und das href der &lt;xhtml:link&gt;-Alternativen; alles andere daran bleibt, wie es ist.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln image, video or hreflang URL(s) match; </source>
        <translation>
            <numerusform>%Ln Bild-, Video- oder hreflang-URL passt; </numerusform>
            <numerusform>%Ln Bild-, Video- oder hreflang-URLs passen; </numerusform>
        </translation>
    </message>
    <message>
        <source>The URLs move to %1. Move the sitemap URL along, from %2 to %3? Otherwise every moved URL is on another host than the sitemap.</source>
        <translation>Die URLs ziehen nach %1 um. Soll die Sitemap-URL mit umziehen, von %2 nach %3? Sonst liegt jede umgezogene URL auf einem anderen Host als die Sitemap.</translation>
    </message>
    <message>
        <source>Counting the URLs that match…</source>
        <translation>Die passenden URLs werden gezählt…</translation>
    </message>
    <message>
        <source>Replace All stopped; no URL was changed.</source>
        <translation>„Alle ersetzen“ abgebrochen; keine URL wurde geändert.</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Working out the replacements…</source>
        <translation>Die Ersetzungen werden ermittelt…</translation>
    </message>
</context>
<context>
    <name>FolderImportDialog</name>
    <message>
        <source>Add Pages from Folder</source>
        <translation>Seiten aus Ordner hinzufügen</translation>
    </message>
    <message>
        <source>Set Last Modified from Files</source>
        <translation>Letzte Änderung aus Dateien setzen</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>Aus&amp;wählen…</translation>
    </message>
    <message>
        <source>Site &amp;folder:</source>
        <translation>&amp;Ordner der Website:</translation>
    </message>
    <message>
        <source>https://www.example.com/</source>
        <translation>https://www.example.com/</translation>
    </message>
    <message>
        <source>Its &amp;URL:</source>
        <translation>&amp;URL der Website:</translation>
    </message>
    <message>
        <source>drafts *.tmp.html</source>
        <translation>entwuerfe *.tmp.html</translation>
    </message>
    <message>
        <source>Patterns separated by spaces: a folder or file name, or a path below the folder; * and ? stay within a name, ** crosses folders.</source>
        <translation>Muster, durch Leerzeichen getrennt: ein Ordner- oder Dateiname oder ein Pfad unterhalb des Ordners; * und ? bleiben innerhalb eines Namens, ** geht über Ordner hinweg.</translation>
    </message>
    <message>
        <source>&amp;Leave out:</source>
        <translation>&amp;Auslassen:</translation>
    </message>
    <message>
        <source>Last modified from the last &amp;git commit of each file</source>
        <translation>Letzte Änderung aus dem letzten &amp;Git-Commit jeder Datei</translation>
    </message>
    <message>
        <source>&amp;Add pages that are not in the sitemap</source>
        <translation>Seiten, die nicht in der Sitemap sind, &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Set &amp;last modified of rows that are pages</source>
        <translation>&amp;Letzte Änderung der Zeilen setzen, die Seiten sind</translation>
    </message>
    <message>
        <source>&amp;Scan</source>
        <translation>&amp;Durchsuchen</translation>
    </message>
    <message>
        <source>A&amp;pply</source>
        <translation>Ü&amp;bernehmen</translation>
    </message>
    <message>
        <source>Site Folder</source>
        <translation>Ordner der Website</translation>
    </message>
    <message>
        <source>Enter the site&apos;s URL, such as https://www.example.com/.</source>
        <translation>Geben Sie die URL der Website ein, etwa https://www.example.com/.</translation>
    </message>
    <message>
        <source>The folder cannot be read: %1</source>
        <translation>Der Ordner kann nicht gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln page(s) found.</source>
        <translation>
            <numerusform>%Ln Seite gefunden.</numerusform>
            <numerusform>%Ln Seiten gefunden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new row(s).</source>
        <translation>
            <numerusform>%Ln neue Zeile.</numerusform>
            <numerusform>%Ln neue Zeilen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) get a new last modified.</source>
        <translation>
            <numerusform>%Ln Zeile erhält eine neue letzte Änderung.</numerusform>
            <numerusform>%Ln Zeilen erhalten eine neue letzte Änderung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) are up to date.</source>
        <translation>
            <numerusform>%Ln Zeile ist aktuell.</numerusform>
            <numerusform>%Ln Zeilen sind aktuell.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln page(s) left out for their robots noindex.</source>
        <translation>
            <numerusform>%Ln Seite wegen robots noindex ausgelassen.</numerusform>
            <numerusform>%Ln Seiten wegen robots noindex ausgelassen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Git was not used (%1): last modified is the time of each file.</source>
        <translation>Git wurde nicht verwendet (%1): Die letzte Änderung ist die Zeit jeder Datei.</translation>
    </message>
    <message>
        <source>Added:</source>
        <translation>Hinzugefügt:</translation>
    </message>
    <message>
        <source>New last modified:</source>
        <translation>Neue letzte Änderung:</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
    <message>
        <source>Left out (robots noindex):</source>
        <translation>Ausgelassen (robots noindex):</translation>
    </message>
    <message>
        <source>Left out (patterns):</source>
        <translation>Ausgelassen (Muster):</translation>
    </message>
    <message numerus="yes">
        <source>Add %n page(s) from the folder</source>
        <translation>
            <numerusform>%n Seite aus dem Ordner hinzufügen</numerusform>
            <numerusform>%n Seiten aus dem Ordner hinzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set last modified of %n row(s) from files</source>
        <translation>
            <numerusform>Letzte Änderung von %n Zeile aus Dateien setzen</numerusform>
            <numerusform>Letzte Änderung von %n Zeilen aus Dateien setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile hinzugefügt</numerusform>
            <numerusform>%Ln Zeilen hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, set last modified of %Ln.</source>
        <translation>
            <numerusform>, letzte Änderung von %Ln gesetzt.</numerusform>
            <numerusform>, letzte Änderung von %Ln gesetzt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %Ln row(s).</source>
        <translation>
            <numerusform>%Ln Zeile hinzugefügt.</numerusform>
            <numerusform>%Ln Zeilen hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set last modified of %Ln row(s).</source>
        <translation>
            <numerusform>Letzte Änderung von %Ln Zeile gesetzt.</numerusform>
            <numerusform>Letzte Änderung von %Ln Zeilen gesetzt.</numerusform>
        </translation>
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
        <source>Only rows with &amp;problems</source>
        <translation>Nur Zeilen mit &amp;Problemen</translation>
    </message>
    <message>
        <source>%1[*] — Sitemap Editor</source>
        <translation>%1[*] — Sitemap Editor</translation>
    </message>
    <message>
        <source>The window closes when the save is finished.</source>
        <translation>Das Fenster schließt sich, sobald das Speichern beendet ist.</translation>
    </message>
    <message>
        <source>The sitemap cannot change while it is being saved.</source>
        <translation>Die Sitemap kann nicht geändert werden, während sie gespeichert wird.</translation>
    </message>
    <message>
        <source>Filter URLs, dates, frequencies and priorities (%1)</source>
        <translation>URLs, Daten, Häufigkeiten und Prioritäten filtern (%1)</translation>
    </message>
    <message>
        <source>The table shows only the URLs of this bar of the overview. Click to show all rows.</source>
        <translation>Die Tabelle zeigt nur die URLs dieses Balkens der Übersicht. Klicken zeigt wieder alle Zeilen.</translation>
    </message>
    <message>
        <source>End the overview filter: %1</source>
        <translation>Filter der Übersicht beenden: %1</translation>
    </message>
    <message numerus="yes">
        <source>The change of %Ln row(s) was not made: the sitemap changed before it was worked out.</source>
        <translation>
            <numerusform>Die Änderung von %Ln Zeile wurde nicht vorgenommen: die Sitemap hat sich geändert, bevor sie ausgearbeitet war.</numerusform>
            <numerusform>Die Änderung von %Ln Zeilen wurde nicht vorgenommen: die Sitemap hat sich geändert, bevor sie ausgearbeitet war.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewSitemap</name>
    <message>
        <source>New Sitemap</source>
        <translation>Neue Sitemap</translation>
    </message>
    <message>
        <source>The URL of the site, such as https://www.example.com/. The sitemap is served at its root (sitemap.xml), and URLs on other hosts are flagged. Leave it empty when it is not known yet.</source>
        <translation>Die URL der Website, etwa https://www.example.com/. Die Sitemap liegt in ihrem Stammordner (sitemap.xml), und URLs auf anderen Hosts werden markiert. Lassen Sie das Feld leer, wenn sie noch nicht bekannt ist.</translation>
    </message>
    <message>
        <source>%1 is not an absolute http or https URL.</source>
        <translation>%1 ist keine absolute http- oder https-URL.</translation>
    </message>
</context>
<context>
    <name>OpenUrlController</name>
    <message>
        <source>Open &amp;URL…</source>
        <translation>URL ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Fetch a sitemap, an index with its files, or the first sitemap a robots.txt lists, from the web</source>
        <translation>Eine Sitemap, einen Index mit seinen Dateien oder die erste Sitemap einer robots.txt aus dem Web abrufen</translation>
    </message>
    <message>
        <source>Open URL</source>
        <translation>URL öffnen</translation>
    </message>
    <message>
        <source>Address of a sitemap, a sitemap index or a robots.txt:</source>
        <translation>Adresse einer Sitemap, eines Sitemap-Index oder einer robots.txt:</translation>
    </message>
    <message>
        <source>Only http:// and https:// addresses can be fetched.</source>
        <translation>Nur http://- und https://-Adressen können abgerufen werden.</translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation>%1 wird abgerufen…</translation>
    </message>
    <message>
        <source>Fetching %1…
%2 of %3 files, %4 received</source>
        <translation>%1 wird abgerufen…
%2 von %3 Dateien, %4 empfangen</translation>
    </message>
    <message>
        <source>Fetching %1 was cancelled.</source>
        <translation>Das Abrufen von %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>%1 could not be fetched.</source>
        <translation>%1 konnte nicht abgerufen werden.</translation>
    </message>
</context>
<context>
    <name>OverviewDock</name>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>&amp;Chart:</source>
        <translation>D&amp;iagramm:</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Back to the section above (Backspace)</source>
        <translation>Zurück zum Bereich darüber (Rücktaste)</translation>
    </message>
    <message>
        <source>Show &amp;All Rows</source>
        <translation>Alle &amp;Zeilen zeigen</translation>
    </message>
    <message>
        <source>End the filter by a bar of the overview</source>
        <translation>Den Filter nach einem Balken der Übersicht beenden</translation>
    </message>
    <message>
        <source>Last modified, by month</source>
        <translation>Letzte Änderung, nach Monat</translation>
    </message>
    <message>
        <source>Sections (path segments)</source>
        <translation>Bereiche (Pfadabschnitte)</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <source>Change frequency</source>
        <translation>Änderungshäufigkeit</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <source>Problems, by rule</source>
        <translation>Probleme, nach Regel</translation>
    </message>
    <message>
        <source>No URL</source>
        <translation>Keine URL</translation>
    </message>
    <message>
        <source>Not set</source>
        <translation>Nicht gesetzt</translation>
    </message>
    <message>
        <source>Not a date</source>
        <translation>Kein Datum</translation>
    </message>
    <message>
        <source>Not an absolute URL</source>
        <translation>Keine absolute URL</translation>
    </message>
    <message>
        <source>Not a number from 0.0 to 1.0</source>
        <translation>Keine Zahl von 0.0 bis 1.0</translation>
    </message>
    <message>
        <source>Not a valid value</source>
        <translation>Kein gültiger Wert</translation>
    </message>
    <message>
        <source>%1 (the address itself)</source>
        <translation>%1 (die Adresse selbst)</translation>
    </message>
    <message>
        <source>%1 (year only)</source>
        <translation>%1 (nur Jahr)</translation>
    </message>
    <message>
        <source>First path segments. Choose one to see what lies below it.</source>
        <translation>Erste Pfadabschnitte. Wählen Sie einen, um zu sehen, was darunter liegt.</translation>
    </message>
    <message>
        <source>Below %1</source>
        <translation>Unter %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Choose to filter the table and see what lies below</source>
        <translation>Wählen filtert die Tabelle und zeigt, was darunter liegt</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Wird gezählt…</translation>
    </message>
    <message>
        <source>URLs with each problem; problems of whole files are in the Problems list.</source>
        <translation>URLs mit jedem Problem; Probleme ganzer Dateien stehen in der Liste „Probleme“.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln URL(s) in this section.</source>
        <translation>
            <numerusform>%Ln URL in diesem Bereich.</numerusform>
            <numerusform>%Ln URLs in diesem Bereich.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln URL(s).</source>
        <translation>
            <numerusform>%Ln URL.</numerusform>
            <numerusform>%Ln URLs.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 largest of %2 shown.</source>
        <translation>Die %1 größten von %2 gezeigt.</translation>
    </message>
    <message>
        <source>The table shows %1.</source>
        <translation>Die Tabelle zeigt %1.</translation>
    </message>
    <message>
        <source>Last modified: %1</source>
        <translation>Letzte Änderung: %1</translation>
    </message>
    <message>
        <source>Section: %1</source>
        <translation>Bereich: %1</translation>
    </message>
    <message>
        <source>Host: %1</source>
        <translation>Host: %1</translation>
    </message>
    <message>
        <source>Change frequency: %1</source>
        <translation>Änderungshäufigkeit: %1</translation>
    </message>
    <message>
        <source>Priority: %1</source>
        <translation>Priorität: %1</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation>Problem: %1</translation>
    </message>
    <message>
        <source>%1 (counting…)</source>
        <translation>%1 (wird gezählt…)</translation>
    </message>
</context>
<context>
    <name>PrioritySpinBox</name>
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
        <translation>Schweregrad</translation>
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
    <message>
        <source>Line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Entry %1</source>
        <translation>Eintrag %1</translation>
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
        <source>%Ln error(s)</source>
        <translation>
            <numerusform>%Ln Fehler</numerusform>
            <numerusform>%Ln Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warning(s)</source>
        <translation>
            <numerusform>%Ln Warnung</numerusform>
            <numerusform>%Ln Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln note(s)</source>
        <translation>
            <numerusform>%Ln Hinweis</numerusform>
            <numerusform>%Ln Hinweise</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Explain Rule</source>
        <translation>Regel &amp;erklären</translation>
    </message>
    <message>
        <source>&amp;Go to Related Entry</source>
        <translation>Zum &amp;zugehörigen Eintrag</translation>
    </message>
    <message>
        <source>Shows the entry this problem names besides its own, such as the first copy of a duplicate URL</source>
        <translation>Zeigt den Eintrag, den dieses Problem außer dem eigenen nennt, etwa die erste Kopie einer doppelten URL</translation>
    </message>
</context>
<context>
    <name>RecentFilesMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>RobotsHintBar</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Search engines find it there: this line replaced the search-engine ping, which Google retired in 2023 and Bing in 2022.</source>
        <translation>Dort finden Suchmaschinen sie: Diese Zeile ersetzt den Ping an die Suchmaschinen, den Google 2023 und Bing 2022 eingestellt haben.</translation>
    </message>
    <message>
        <source>Add this line to the robots.txt at the root of the site.</source>
        <translation>Fügen Sie diese Zeile in die robots.txt im Stammordner der Website ein.</translation>
    </message>
    <message>
        <source>Enter the Sitemap &amp;URL…</source>
        <translation>Sitemap-&amp;URL eingeben …</translation>
    </message>
    <message>
        <source>Add this line to the robots.txt at the root of the site, if the sitemap is served there (set File ▸ Sitemap URL when it is served elsewhere).</source>
        <translation>Fügen Sie diese Zeile der robots.txt im Stammordner der Website hinzu, wenn die Sitemap dort liegt (liegt sie anderswo, geben Sie das mit Datei ▸ Sitemap-URL an).</translation>
    </message>
    <message>
        <source>The URLs are not all on one host, so the editor cannot tell where the sitemap is served. Enter its URL to get the line for the robots.txt of that site.</source>
        <translation>Die URLs liegen nicht alle auf einem Host, daher kann der Editor nicht wissen, wo die Sitemap liegt. Geben Sie ihre URL ein, um die Zeile für die robots.txt dieser Website zu erhalten.</translation>
    </message>
</context>
<context>
    <name>RowEdits</name>
    <message>
        <source>The clipboard holds no URLs.</source>
        <translation>Die Zwischenablage enthält keine URLs.</translation>
    </message>
    <message numerus="yes">
        <source>Added %Ln row(s) from the clipboard.</source>
        <translation>
            <numerusform>%Ln Zeile aus der Zwischenablage hinzugefügt.</numerusform>
            <numerusform>%Ln Zeilen aus der Zwischenablage hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln row(s).</source>
        <translation>
            <numerusform>%Ln Zeile kopiert.</numerusform>
            <numerusform>%Ln Zeilen kopiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set Last Modified</source>
        <translation>Letzte Änderung setzen</translation>
    </message>
    <message>
        <source>Last modified for the selected rows (YYYY-MM-DD or YYYY-MM-DDThh:mm:ss+hh:mm; empty removes it):</source>
        <translation>Letzte Änderung für die ausgewählten Zeilen (JJJJ-MM-TT oder JJJJ-MM-TTThh:mm:ss+hh:mm; leer entfernt sie):</translation>
    </message>
    <message numerus="yes">
        <source>Copying %Ln row(s)…</source>
        <translation>
            <numerusform>%Ln Zeile wird kopiert…</numerusform>
            <numerusform>%Ln Zeilen werden kopiert…</numerusform>
        </translation>
    </message>
    <message>
        <source>Copying: %p%</source>
        <translation>Kopieren: %p%</translation>
    </message>
    <message>
        <source>The copy was cancelled: the clipboard holds what it held before.</source>
        <translation>Das Kopieren wurde abgebrochen: die Zwischenablage enthält, was sie vorher enthielt.</translation>
    </message>
</context>
<context>
    <name>RuleExplanationDialog</name>
    <message>
        <source>Rule %1</source>
        <translation>Regel %1</translation>
    </message>
    <message>
        <source>There is no explanation for the rule %1.</source>
        <translation>Zur Regel %1 gibt es keine Erklärung.</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the language of the rule reference shown: the code of a language it is written in (en, de), the interface&apos;s own where it has one</comment>
        <translation>de</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message numerus="yes">
        <source>%n &lt;image:image&gt; element(s) have no &lt;image:loc&gt;. Add the image&apos;s URL.</source>
        <translation>
            <numerusform>%n &lt;image:image&gt;-Element hat kein &lt;image:loc&gt;. Fügen Sie die URL des Bildes hinzu.</numerusform>
            <numerusform>%n &lt;image:image&gt;-Elemente haben kein &lt;image:loc&gt;. Fügen Sie die URL des Bildes hinzu.</numerusform>
        </translation>
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
        <translation>Bewertung %1 (0.0 bis 5.0)</translation>
    </message>
    <message>
        <source>parse error</source>
        <translation>Syntaxfehler</translation>
    </message>
    <message>
        <source>This is not a sitemap: it looks like %1. A sitemap has a &lt;urlset&gt; or &lt;sitemapindex&gt; root, or lists one URL per line.</source>
        <translation>Das ist keine Sitemap, sondern offenbar %1. Eine Sitemap hat ein Wurzelelement &lt;urlset&gt; oder &lt;sitemapindex&gt; oder enthält eine URL pro Zeile.</translation>
    </message>
    <message>
        <source>another kind of file</source>
        <translation>eine andere Art von Datei</translation>
    </message>
    <message>
        <source>The file is UTF-16; sitemaps must be UTF-8. Save it as UTF-8.</source>
        <translation>Die Datei ist in UTF-16 kodiert; Sitemaps müssen UTF-8 sein. Speichern Sie sie als UTF-8.</translation>
    </message>
    <message>
        <source>The file holds bytes that are not valid UTF-8. Save it as UTF-8.</source>
        <translation>Die Datei enthält Bytes, die kein gültiges UTF-8 sind. Speichern Sie sie als UTF-8.</translation>
    </message>
    <message>
        <source>The file declares the encoding %1; sitemaps must be UTF-8. Save it as UTF-8 with encoding=&quot;UTF-8&quot;.</source>
        <translation>Die Datei gibt die Kodierung %1 an; Sitemaps müssen UTF-8 sein. Speichern Sie sie als UTF-8 mit encoding=&quot;UTF-8&quot;.</translation>
    </message>
    <message>
        <source>There is content before the XML declaration or the root element (a blank line, a PHP warning, ...). Remove everything before &lt;?xml.</source>
        <translation>Vor der XML-Deklaration oder dem Wurzelelement steht etwas (eine Leerzeile, eine PHP-Warnung, …). Entfernen Sie alles vor &lt;?xml.</translation>
    </message>
    <message>
        <source>The root element has ns=%1 instead of xmlns; without xmlns it is in no namespace. Write xmlns=&quot;http://www.sitemaps.org/schemas/sitemap/0.9&quot;.</source>
        <translation>Das Wurzelelement hat ns=%1 statt xmlns; ohne xmlns liegt es in keinem Namensraum. Schreiben Sie xmlns=&quot;http://www.sitemaps.org/schemas/sitemap/0.9&quot;.</translation>
    </message>
    <message>
        <source>The root element has no sitemap namespace. Add xmlns=&quot;http://www.sitemaps.org/schemas/sitemap/0.9&quot;.</source>
        <translation>Das Wurzelelement hat keinen Sitemap-Namensraum. Fügen Sie xmlns=&quot;http://www.sitemaps.org/schemas/sitemap/0.9&quot; hinzu.</translation>
    </message>
    <message>
        <source>The file uses the old namespace %1. Use http://www.sitemaps.org/schemas/sitemap/0.9.</source>
        <translation>Die Datei verwendet den veralteten Namensraum %1. Verwenden Sie http://www.sitemaps.org/schemas/sitemap/0.9.</translation>
    </message>
    <message>
        <source>The root element is in the namespace %1, which is not the sitemap namespace. Use http://www.sitemaps.org/schemas/sitemap/0.9.</source>
        <translation>Das Wurzelelement liegt im Namensraum %1, der nicht der Sitemap-Namensraum ist. Verwenden Sie http://www.sitemaps.org/schemas/sitemap/0.9.</translation>
    </message>
    <message>
        <source>The gzip data is damaged or cut short (%1); only what decompressed was read. Compress the file again.</source>
        <translation>Die gzip-Daten sind beschädigt oder abgeschnitten (%1); nur der entpackte Teil wurde gelesen. Komprimieren Sie die Datei neu.</translation>
    </message>
    <message>
        <source>unexpected end</source>
        <translation>unerwartetes Ende</translation>
    </message>
    <message>
        <source>The file is gzip-compressed but its name does not end in .gz. Add .gz to the name.</source>
        <translation>Die Datei ist mit gzip komprimiert, aber ihr Name endet nicht auf .gz. Hängen Sie .gz an den Namen an.</translation>
    </message>
    <message>
        <source>The name ends in .gz but the file is not gzip-compressed. Compress it or remove .gz from the name.</source>
        <translation>Der Name endet auf .gz, aber die Datei ist nicht mit gzip komprimiert. Komprimieren Sie sie oder entfernen Sie .gz aus dem Namen.</translation>
    </message>
    <message>
        <source>The file lists %1 URLs; a sitemap may list at most 50,000. Split it into several files with an index.</source>
        <translation>Die Datei enthält %1 URLs; eine Sitemap darf höchstens 50.000 enthalten. Teilen Sie sie auf mehrere Dateien mit einem Index auf.</translation>
    </message>
    <message>
        <source>The index lists %1 sitemaps; an index may list at most 50,000. Split it into several indexes.</source>
        <translation>Der Index führt %1 Sitemaps auf; ein Index darf höchstens 50.000 aufführen. Teilen Sie ihn auf mehrere Indexdateien auf.</translation>
    </message>
    <message>
        <source>The file is %1 bytes uncompressed; the limit is 52,428,800 (50 MiB). Split it into several files.</source>
        <translation>Die Datei ist unkomprimiert %1 Bytes groß; die Grenze liegt bei 52.428.800 Bytes (50 MiB). Teilen Sie sie auf mehrere Dateien auf.</translation>
    </message>
    <message>
        <source>The sitemap lists no URLs. Add entries or remove the file.</source>
        <translation>Die Sitemap enthält keine URLs. Fügen Sie Einträge hinzu oder entfernen Sie die Datei.</translation>
    </message>
    <message>
        <source>This index entry names another sitemap index; indexes may only list sitemaps, and its children are not followed. List the sitemaps directly.</source>
        <translation>Dieser Indexeintrag verweist auf einen weiteren Sitemap-Index; ein Index darf nur Sitemaps aufführen, und die Dateien des weiteren Index werden nicht gelesen. Führen Sie die Sitemaps direkt auf.</translation>
    </message>
    <message>
        <source>The sitemap %1 was not found next to the index, so it was not checked. Put the file in the index&apos;s folder or correct the &lt;loc&gt;.</source>
        <translation>Die Sitemap %1 liegt nicht neben dem Index und wurde daher nicht geprüft. Legen Sie die Datei in den Ordner des Index oder korrigieren Sie das &lt;loc&gt;.</translation>
    </message>
    <message>
        <source>The file holds %1 &lt;news:news&gt; entries; a news sitemap may hold at most 1,000. Move older articles to another sitemap.</source>
        <translation>Die Datei enthält %1 &lt;news:news&gt;-Einträge; eine News-Sitemap darf höchstens 1.000 enthalten. Verschieben Sie ältere Artikel in eine andere Sitemap.</translation>
    </message>
    <message>
        <source>The line %1 is not an absolute URL; a text sitemap holds one full URL (https://host/path) per line. Correct or remove the line.</source>
        <translation>Die Zeile %1 ist keine absolute URL; eine Text-Sitemap enthält eine vollständige URL (https://host/pfad) pro Zeile. Korrigieren oder entfernen Sie die Zeile.</translation>
    </message>
    <message>
        <source>The entry has no &lt;loc&gt;, or an empty one. Enter the page&apos;s full URL.</source>
        <translation>Der Eintrag hat kein oder ein leeres &lt;loc&gt;. Geben Sie die vollständige URL der Seite ein.</translation>
    </message>
    <message>
        <source>%1 is given more than once in this entry; only the first is used. Keep one.</source>
        <translation>%1 steht mehrfach in diesem Eintrag; nur das erste Vorkommen zählt. Behalten Sie eines.</translation>
    </message>
    <message>
        <source>The entry holds elements in the sitemap namespace that the protocol does not define; search engines reject them. They are left out on save; move vendor data to an extension namespace.</source>
        <translation>Der Eintrag enthält Elemente im Sitemap-Namensraum, die das Protokoll nicht kennt; Suchmaschinen lehnen sie ab. Beim Speichern werden sie weggelassen; legen Sie eigene Daten in einen Erweiterungs-Namensraum.</translation>
    </message>
    <message>
        <source>The children are not in the order loc, lastmod, changefreq, priority, extensions, as the schema requires. Saving puts them in order.</source>
        <translation>Die Unterelemente stehen nicht in der Reihenfolge loc, lastmod, changefreq, priority, Erweiterungen, die das Schema verlangt. Beim Speichern werden sie geordnet.</translation>
    </message>
    <message>
        <source>%1 is not an absolute URL (it needs a scheme and a host). Write the full URL, for example https://example.com/page.</source>
        <translation>%1 ist keine absolute URL (dazu gehören ein Schema und ein Host). Schreiben Sie die vollständige URL, zum Beispiel https://example.com/seite.</translation>
    </message>
    <message>
        <source>The URL uses the scheme &quot;%1&quot;; a sitemap lists only http and https URLs. Use the page&apos;s http(s) address.</source>
        <translation>Die URL verwendet das Schema „%1“; eine Sitemap enthält nur http- und https-URLs. Verwenden Sie die http(s)-Adresse der Seite.</translation>
    </message>
    <message>
        <source>The URL is %1 characters long when encoded; it must be shorter than 2,048. Use a shorter address.</source>
        <translation>Die URL ist kodiert %1 Zeichen lang; sie muss kürzer als 2.048 Zeichen sein. Verwenden Sie eine kürzere Adresse.</translation>
    </message>
    <message>
        <source>a space</source>
        <translation>ein Leerzeichen</translation>
    </message>
    <message>
        <source>The URL holds %1, which must be percent-encoded (as must spaces, non-ASCII letters and &lt;&gt;&quot;{}|\^`). Saving writes it encoded.</source>
        <translation>Die URL enthält %1; dieses Zeichen muss prozentkodiert werden (wie auch Leerzeichen, Nicht-ASCII-Buchstaben und &lt;&gt;&quot;{}|\^`). Beim Speichern wird es kodiert geschrieben.</translation>
    </message>
    <message>
        <source>The &lt;loc&gt; has spaces or line breaks around the URL; some engines read them as part of it. Saving trims them.</source>
        <translation>Im &lt;loc&gt; stehen Leerzeichen oder Zeilenumbrüche um die URL; manche Suchmaschinen lesen sie als Teil der URL. Beim Speichern werden sie entfernt.</translation>
    </message>
    <message>
        <source>The URL has a #fragment, which search engines ignore; it names the same page as without it. Remove the part from #.</source>
        <translation>Die URL hat ein #Fragment, das Suchmaschinen ignorieren; sie bezeichnet damit dieselbe Seite wie ohne. Entfernen Sie den Teil ab #.</translation>
    </message>
    <message>
        <source>The host &quot;%1&quot; is local (localhost, a private address or a name without a dot); search engines cannot reach it. Generate the sitemap with the public site address.</source>
        <translation>Der Host „%1“ ist lokal (localhost, eine private Adresse oder ein Name ohne Punkt); Suchmaschinen können ihn nicht erreichen. Erzeugen Sie die Sitemap mit der öffentlichen Adresse der Website.</translation>
    </message>
    <message>
        <source>The same URL appears earlier in the sitemap set. Remove this entry or merge it with the first one.</source>
        <translation>Dieselbe URL steht schon weiter oben in den Sitemaps. Entfernen Sie diesen Eintrag oder führen Sie ihn mit dem ersten zusammen.</translation>
    </message>
    <message>
        <source>The URL is on %1, but the sitemap&apos;s URLs belong to %2; engines ignore URLs of other hosts. Move the URL to a sitemap on its own host.</source>
        <translation>Die URL liegt auf %1, die URLs der Sitemap gehören aber zu %2; Suchmaschinen ignorieren URLs anderer Hosts. Verschieben Sie die URL in eine Sitemap auf ihrem eigenen Host.</translation>
    </message>
    <message>
        <source>The URL is outside the folder %1 where the sitemap lives; a sitemap may only list URLs at or below its own folder. Move the sitemap up or the URL out.</source>
        <translation>Die URL liegt außerhalb des Ordners %1, in dem die Sitemap liegt; eine Sitemap darf nur URLs in ihrem Ordner oder darunter enthalten. Legen Sie die Sitemap weiter oben ab oder nehmen Sie die URL heraus.</translation>
    </message>
    <message>
        <source>%1 is not a W3C date. Write it as YYYY-MM-DD or YYYY-MM-DDThh:mm:ss+hh:mm.</source>
        <translation>%1 ist kein W3C-Datum. Schreiben Sie es als JJJJ-MM-TT oder JJJJ-MM-TTThh:mm:ss+hh:mm.</translation>
    </message>
    <message>
        <source>%1 has a time but no time zone. Add Z or an offset such as +02:00.</source>
        <translation>%1 hat eine Uhrzeit, aber keine Zeitzone. Ergänzen Sie Z oder einen Versatz wie +02:00.</translation>
    </message>
    <message>
        <source>%1 is not a real date or time (month, day, hour or zone out of range). Correct the value.</source>
        <translation>%1 ist kein gültiges Datum bzw. keine gültige Uhrzeit (Monat, Tag, Stunde oder Zeitzone außerhalb des Bereichs). Korrigieren Sie den Wert.</translation>
    </message>
    <message>
        <source>%1 is valid W3C but lacks a day or seconds, which the schema requires. Saving completes it (for example 2024-05 becomes 2024-05-01).</source>
        <translation>%1 ist gültiges W3C-Format, aber ohne Tag oder Sekunden, die das Schema verlangt. Beim Speichern wird der Wert ergänzt (zum Beispiel wird 2024-05 zu 2024-05-01).</translation>
    </message>
    <message>
        <source>%1 lies in the future; lastmod is when the page last changed. Use the real date of the last change.</source>
        <translation>%1 liegt in der Zukunft; lastmod gibt an, wann sich die Seite zuletzt geändert hat. Verwenden Sie das tatsächliche Datum der letzten Änderung.</translation>
    </message>
    <message>
        <source>%1 must be written in lower case. Saving writes %2.</source>
        <translation>%1 muss kleingeschrieben werden. Beim Speichern wird %2 geschrieben.</translation>
    </message>
    <message>
        <source>%1 is not a change frequency. Use always, hourly, daily, weekly, monthly, yearly or never.</source>
        <translation>%1 ist keine Änderungshäufigkeit. Verwenden Sie always, hourly, daily, weekly, monthly, yearly oder never.</translation>
    </message>
    <message>
        <source>%1 is not a decimal number. Use a value from 0.0 to 1.0, such as 0.5.</source>
        <translation>%1 ist keine Dezimalzahl. Verwenden Sie einen Wert von 0.0 bis 1.0, etwa 0.5.</translation>
    </message>
    <message>
        <source>Priority %1 is outside 0.0 to 1.0. Use a value in that range.</source>
        <translation>Die Priorität %1 liegt außerhalb von 0.0 bis 1.0. Verwenden Sie einen Wert in diesem Bereich.</translation>
    </message>
    <message>
        <source>A &lt;sitemap&gt; entry of an index may only carry loc and lastmod; changefreq and priority belong to the URLs of a sitemap. Remove them.</source>
        <translation>Ein &lt;sitemap&gt;-Eintrag eines Index darf nur loc und lastmod enthalten; changefreq und priority gehören zu den URLs einer Sitemap. Entfernen Sie sie.</translation>
    </message>
    <message>
        <source>The URL lists %1 images; at most 1,000 are allowed. Keep the most important ones.</source>
        <translation>Die URL führt %1 Bilder auf; erlaubt sind höchstens 1.000. Behalten Sie die wichtigsten.</translation>
    </message>
    <message>
        <source>A &lt;video:video&gt; lacks %1. Add it; a video needs thumbnail_loc, title, description and content_loc or player_loc.</source>
        <translation>In einem &lt;video:video&gt; fehlt: %1. Ergänzen Sie es; ein Video braucht thumbnail_loc, title, description sowie content_loc oder player_loc.</translation>
    </message>
    <message>
        <source>A &lt;video:video&gt; has a value out of range: %1. Correct it.</source>
        <translation>Ein &lt;video:video&gt; hat einen Wert außerhalb des erlaubten Bereichs: %1. Korrigieren Sie ihn.</translation>
    </message>
    <message>
        <source>The URL has %1 &lt;news:news&gt; elements; it may have one. Keep one.</source>
        <translation>Die URL hat %1 &lt;news:news&gt;-Elemente; erlaubt ist eines. Behalten Sie eines.</translation>
    </message>
    <message>
        <source>A &lt;news:news&gt; lacks %1. Add it; news needs publication (name, language), publication_date and title.</source>
        <translation>In einem &lt;news:news&gt; fehlt: %1. Ergänzen Sie es; eine News-Meldung braucht publication (name, language), publication_date und title.</translation>
    </message>
    <message>
        <source>hreflang %1 is not a language code. Use x-default or a code such as en, en-GB or zh-Hant-TW.</source>
        <translation>hreflang %1 ist kein Sprachcode. Verwenden Sie x-default oder einen Code wie en, en-GB oder zh-Hant-TW.</translation>
    </message>
    <message>
        <source>hreflang %1 is given more than once for this URL. Keep one alternate per language.</source>
        <translation>hreflang %1 ist für diese URL mehrfach angegeben. Behalten Sie eine Alternative pro Sprache.</translation>
    </message>
    <message>
        <source>The alternate link %1 is not an absolute URL. Write the full URL.</source>
        <translation>Der alternative Link %1 ist keine absolute URL. Schreiben Sie die vollständige URL.</translation>
    </message>
    <message>
        <source>The URL has alternates but does not list itself among them. Add an &lt;xhtml:link&gt; for its own language pointing to its own URL.</source>
        <translation>Die URL hat Alternativen, nennt sich selbst aber nicht darunter. Fügen Sie ein &lt;xhtml:link&gt; für ihre eigene Sprache hinzu, das auf sie selbst zeigt.</translation>
    </message>
    <message>
        <source>All %1 entries with a priority have the same value %2, which tells engines nothing. Give important pages a higher priority, or leave priority out.</source>
        <translation>Alle %1 Einträge mit Priorität haben denselben Wert %2; das sagt Suchmaschinen nichts. Geben Sie wichtigen Seiten eine höhere Priorität oder lassen Sie priority weg.</translation>
    </message>
    <message>
        <source>All %1 entries with a lastmod have the same value %2; that looks like the time the sitemap was made, not when the pages changed. Use each page&apos;s own date.</source>
        <translation>Alle %1 Einträge mit lastmod haben denselben Wert %2; das sieht nach dem Zeitpunkt aus, zu dem die Sitemap erstellt wurde, nicht nach den Änderungen der Seiten. Verwenden Sie das eigene Datum jeder Seite.</translation>
    </message>
    <message>
        <source>an XML document whose root element is &lt;%1&gt;</source>
        <translation>ein XML-Dokument mit dem Wurzelelement &lt;%1&gt;</translation>
    </message>
    <message>
        <source>an HTML page</source>
        <translation>eine HTML-Seite</translation>
    </message>
    <message>
        <source>an RSS feed</source>
        <translation>ein RSS-Feed</translation>
    </message>
    <message>
        <source>an Atom feed</source>
        <translation>ein Atom-Feed</translation>
    </message>
    <message>
        <source>an ASP.NET siteMap file</source>
        <translation>eine ASP.NET-siteMap-Datei</translation>
    </message>
    <message>
        <source>binary data</source>
        <translation>Binärdaten</translation>
    </message>
    <message>
        <source>a JSON document</source>
        <translation>ein JSON-Dokument</translation>
    </message>
    <message>
        <source>an XML document</source>
        <translation>ein XML-Dokument</translation>
    </message>
    <message>
        <source>The URL is %1 characters long when encoded; the sitemap schema requires at least 12. Write the full address of the page.</source>
        <translation>Die URL ist kodiert %1 Zeichen lang; das Sitemap-Schema verlangt mindestens 12. Geben Sie die vollständige Adresse der Seite an.</translation>
    </message>
    <message>
        <source>the &amp; starts no entity: write &amp;amp;</source>
        <translation>das &amp; leitet keine Entität ein: schreiben Sie &amp;amp;</translation>
    </message>
    <message>
        <source>the &lt; starts no tag: write &amp;lt;</source>
        <translation>das &lt; leitet kein Tag ein: schreiben Sie &amp;lt;</translation>
    </message>
    <message>
        <source>the control character %1 is not allowed in XML: remove it</source>
        <translation>das Steuerzeichen %1 ist in XML nicht erlaubt: entfernen Sie es</translation>
    </message>
    <message>
        <source>an attribute value must be in quotes</source>
        <translation>ein Attributwert muss in Anführungszeichen stehen</translation>
    </message>
    <message>
        <source>a character that is not allowed here</source>
        <translation>ein Zeichen, das hier nicht erlaubt ist</translation>
    </message>
    <message>
        <source>the end tag &lt;/%1&gt; does not match the open &lt;%2&gt;</source>
        <translation>das End-Tag &lt;/%1&gt; passt nicht zum offenen &lt;%2&gt;</translation>
    </message>
    <message>
        <source>the entity &amp;%1; is not defined: write &amp;amp;%1; if the &amp; is meant as text</source>
        <translation>die Entität &amp;%1; ist nicht definiert: schreiben Sie &amp;amp;%1;, wenn das &amp; als Text gemeint ist</translation>
    </message>
    <message>
        <source>the attribute %1 is given twice in one tag</source>
        <translation>das Attribut %1 steht zweimal in einem Tag</translation>
    </message>
    <message>
        <source>something follows the end of the root element: a file has one root element</source>
        <translation>nach dem Ende des Wurzelelements folgt noch etwas: eine Datei hat ein Wurzelelement</translation>
    </message>
    <message>
        <source>the file holds no root element</source>
        <translation>die Datei enthält kein Wurzelelement</translation>
    </message>
    <message>
        <source>the file ends inside &lt;%1&gt;: it was cut off, or an end tag is missing</source>
        <translation>die Datei endet innerhalb von &lt;%1&gt;: sie wurde abgeschnitten oder ein End-Tag fehlt</translation>
    </message>
    <message>
        <source>the file ends inside a tag: it was cut off</source>
        <translation>die Datei endet innerhalb eines Tags: sie wurde abgeschnitten</translation>
    </message>
    <message>
        <source>the prefix %1 is not declared: add xmlns:%1=&quot;...&quot; to the root element</source>
        <translation>das Präfix %1 ist nicht deklariert: ergänzen Sie xmlns:%1=&quot;...&quot; am Wurzelelement</translation>
    </message>
    <message>
        <source>an RSS 2.0 file without a &lt;channel&gt;</source>
        <translation>eine RSS-2.0-Datei ohne &lt;channel&gt;</translation>
    </message>
    <message>
        <source>The file is not well-formed XML here: %1. Only the entries before this point were read.</source>
        <translation>Die Datei ist hier kein wohlgeformtes XML: %1. Nur die Einträge vor dieser Stelle wurden gelesen.</translation>
    </message>
    <message>
        <source>an Atom 1.0 feed</source>
        <translation>ein Atom-1.0-Feed</translation>
    </message>
    <message>
        <source>an RSS 2.0 feed</source>
        <translation>ein RSS-2.0-Feed</translation>
    </message>
    <message>
        <source>The file is %1, read as a sitemap of its links: Google and Bing accept feeds, other search engines and tools do not. Saving writes it as a &lt;urlset&gt; sitemap.</source>
        <translation>Die Datei ist %1 und wurde als Sitemap ihrer Links gelesen: Google und Bing akzeptieren Feeds, andere Suchmaschinen und Werkzeuge nicht. Beim Speichern wird sie als &lt;urlset&gt;-Sitemap geschrieben.</translation>
    </message>
    <message>
        <source>Namespace prefixes used but never declared: %1. Strict XML readers reject the file. Declare each on the root element (xmlns:%2=&quot;...&quot;) or remove what uses it; saving leaves those elements and attributes out.</source>
        <translation>Verwendete, aber nie deklarierte Namensraum-Präfixe: %1. Strenge XML-Leser lehnen die Datei ab. Deklarieren Sie jedes am Wurzelelement (xmlns:%2=&quot;...&quot;) oder entfernen Sie, was es verwendet; beim Speichern werden diese Elemente und Attribute weggelassen.</translation>
    </message>
    <message>
        <source>The file has a DOCTYPE declaration; sitemaps need none and some readers refuse it. Remove it; saving leaves it out.</source>
        <translation>Die Datei hat eine DOCTYPE-Deklaration; Sitemaps brauchen keine, und manche Leser lehnen sie ab. Entfernen Sie sie; beim Speichern wird sie weggelassen.</translation>
    </message>
    <message>
        <source>The DOCTYPE declares entities, so the file was not read past it (no entity is ever expanded). Remove the DOCTYPE and write the values out in full.</source>
        <translation>Die DOCTYPE-Deklaration deklariert Entitäten, daher wurde die Datei nicht darüber hinaus gelesen (keine Entität wird je expandiert). Entfernen Sie die DOCTYPE-Deklaration und schreiben Sie die Werte vollständig aus.</translation>
    </message>
    <message>
        <source>The index gives no &lt;lastmod&gt; for this sitemap, whose newest entry changed %1; engines use it to decide whether to fetch the file again. Saving writes %1.</source>
        <translation>Der Index gibt für diese Sitemap kein &lt;lastmod&gt; an, ihr neuester Eintrag wurde aber %1 geändert; Suchmaschinen entscheiden danach, ob sie die Datei erneut abrufen. Beim Speichern wird %1 geschrieben.</translation>
    </message>
    <message>
        <source>The index&apos;s &lt;lastmod&gt; %1 is older than the newest entry of this sitemap (%2); engines may not fetch the file again. Saving writes %2.</source>
        <translation>Das &lt;lastmod&gt; %1 im Index ist älter als der neueste Eintrag dieser Sitemap (%2); Suchmaschinen rufen die Datei womöglich nicht erneut ab. Beim Speichern wird %2 geschrieben.</translation>
    </message>
    <message>
        <source>The URL holds a % that is not followed by two hexadecimal digits, so it encodes nothing. Saving writes it as %25; if it was meant to encode a character, correct the digits.</source>
        <translation>Die URL enthält ein %, auf das keine zwei Hexadezimalziffern folgen; es kodiert also nichts. Beim Speichern wird es als %25 geschrieben; sollte es ein Zeichen kodieren, korrigieren Sie die Ziffern.</translation>
    </message>
    <message>
        <source>The host &quot;%1&quot; is reserved for examples, tests or local networks; a template seems to have been published unchanged. Use the site&apos;s real address.</source>
        <translation>Der Host „%1“ ist für Beispiele, Tests oder lokale Netze reserviert; offenbar wurde eine Vorlage unverändert veröffentlicht. Verwenden Sie die echte Adresse der Website.</translation>
    </message>
    <message>
        <source>The same URL appears earlier in the sitemap set, at %1. Remove this entry or merge it with the first one.</source>
        <translation>Dieselbe URL steht schon weiter oben in den Sitemaps, bei %1. Entfernen Sie diesen Eintrag oder führen Sie ihn mit dem ersten zusammen.</translation>
    </message>
    <message>
        <source>The URL differs from an earlier one of the set only by http/https, www., a final index page or a trailing slash (%1); engines treat them as two URLs for one page. List the page under one URL.</source>
        <translation>Die URL unterscheidet sich von einer früheren der Sitemaps nur durch http/https, www., eine abschließende Indexseite oder einen Schrägstrich am Ende (%1); Suchmaschinen behandeln das als zwei URLs für eine Seite. Führen Sie die Seite unter einer URL auf.</translation>
    </message>
    <message numerus="yes">
        <source>%n &lt;image:loc&gt; value(s) are not absolute http(s) URLs (first: %1). Write the image&apos;s full URL.</source>
        <translation>
            <numerusform>%n &lt;image:loc&gt;-Wert ist keine absolute http(s)-URL (%1). Schreiben Sie die vollständige URL des Bildes.</numerusform>
            <numerusform>%n &lt;image:loc&gt;-Werte sind keine absoluten http(s)-URLs (erster: %1). Schreiben Sie die vollständige URL des Bildes.</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>The image %1 is listed more than once for this URL. Keep one &lt;image:image&gt; per image.</source>
        <translation>Das Bild %1 ist für diese URL mehrfach aufgeführt. Behalten Sie ein &lt;image:image&gt; pro Bild.</translation>
    </message>
    <message>
        <source>The video&apos;s %1 is the page&apos;s own URL; Google needs the URL of the video file or player itself. Enter the media&apos;s own URL.</source>
        <translation>Beim Video ist %1 die URL der Seite selbst; Google braucht die URL der Videodatei oder des Players. Geben Sie die eigene URL des Mediums ein.</translation>
    </message>
    <message>
        <source>The video uses %1, which Google has ignored since 2022. You may remove it.</source>
        <translation>Das Video verwendet %1; Google ignoriert das seit 2022. Sie können es entfernen.</translation>
    </message>
    <message>
        <source>The news entry has invalid values: %1. Use an ISO 639 language code (en, de, zh-cn) and a W3C date such as 2024-05-01 or 2024-05-01T10:15:00+02:00.</source>
        <translation>Der News-Eintrag hat ungültige Werte: %1. Verwenden Sie einen ISO-639-Sprachcode (en, de, zh-cn) und ein W3C-Datum wie 2024-05-01 oder 2024-05-01T10:15:00+02:00.</translation>
    </message>
    <message>
        <source>The article was published %1, more than two days ago; Google News takes only articles of the last two days. Move it to a regular sitemap.</source>
        <translation>Der Artikel wurde %1 veröffentlicht, vor mehr als zwei Tagen; Google News nimmt nur Artikel der letzten zwei Tage auf. Verschieben Sie ihn in eine normale Sitemap.</translation>
    </message>
    <message>
        <source>hreflang %1 has the shape of a language code but names no known language, script or region (en-UK is wrong, en-GB right). Use ISO 639 languages and ISO 3166 regions.</source>
        <translation>hreflang %1 hat die Form eines Sprachcodes, nennt aber keine bekannte Sprache, Schrift oder Region (en-UK ist falsch, en-GB richtig). Verwenden Sie Sprachen nach ISO 639 und Regionen nach ISO 3166.</translation>
    </message>
    <message>
        <source>This URL names %1 as an alternate, but that page does not name this URL back; Google ignores alternates without a return link. Add the return &lt;xhtml:link&gt; to %1.</source>
        <translation>Diese URL nennt %1 als Alternative, diese Seite nennt diese URL aber nicht zurück; Google ignoriert Alternativen ohne Rückverweis. Ergänzen Sie bei %1 das rückverweisende &lt;xhtml:link&gt;.</translation>
    </message>
    <message>
        <source>The alternate %1 is not a URL of this sitemap set, so its return link cannot be checked here. List it in the set or check that page by hand.</source>
        <translation>Die Alternative %1 ist keine URL dieser Sitemaps, ihr Rückverweis kann hier also nicht geprüft werden. Nehmen Sie sie in die Sitemaps auf oder prüfen Sie diese Seite von Hand.</translation>
    </message>
    <message>
        <source>This URL and its alternate list different language clusters (%1); every page of a cluster should list the same alternates. Give both the same &lt;xhtml:link&gt; set.</source>
        <translation>Diese URL und ihre Alternative führen unterschiedliche Sprachgruppen auf (%1); jede Seite einer Gruppe sollte dieselben Alternativen nennen. Geben Sie beiden dieselben &lt;xhtml:link&gt;-Einträge.</translation>
    </message>
    <message>
        <source>%1 %2 (yes or no)</source>
        <translation>%1 %2 (yes oder no)</translation>
    </message>
    <message>
        <source>%1 given more than once</source>
        <translation>%1 mehrfach angegeben</translation>
    </message>
    <message>
        <source>platform %1 (web, mobile, tv)</source>
        <translation>platform %1 (web, mobile, tv)</translation>
    </message>
    <message>
        <source>restriction %1 (upper-case ISO 3166-1 country codes)</source>
        <translation>restriction %1 (Ländercodes nach ISO 3166-1 in Großbuchstaben)</translation>
    </message>
    <message>
        <source>%1 without relationship=&quot;allow&quot; or &quot;deny&quot;</source>
        <translation>%1 ohne relationship=&quot;allow&quot; oder &quot;deny&quot;</translation>
    </message>
    <message>
        <source>view_count %1 (a whole number)</source>
        <translation>view_count %1 (eine ganze Zahl)</translation>
    </message>
    <message>
        <source>%1 %2 (a W3C date)</source>
        <translation>%1 %2 (ein W3C-Datum)</translation>
    </message>
    <message>
        <source>uploader has %1 characters (at most 255)</source>
        <translation>uploader hat %1 Zeichen (höchstens 255)</translation>
    </message>
    <message>
        <source>more than 32 tags</source>
        <translation>mehr als 32 tag-Angaben</translation>
    </message>
    <message>
        <source>publication_date %1 (a W3C date)</source>
        <translation>publication_date %1 (ein W3C-Datum)</translation>
    </message>
    <message>
        <source>language %1 (an ISO 639 code such as en, de, zh-cn)</source>
        <translation>language %1 (ein ISO-639-Code wie en, de, zh-cn)</translation>
    </message>
    <message>
        <source>&lt;image:%1&gt; (%2)</source>
        <translation>&lt;image:%1&gt; (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n image(s) of this URL use fields Google deprecated in 2022 and ignores (%1). You may remove them.</source>
        <translation>
            <numerusform>%n Bild dieser URL verwendet Felder, die Google 2022 abgekündigt hat und ignoriert (%1). Sie können sie entfernen.</numerusform>
            <numerusform>%n Bilder dieser URL verwenden Felder, die Google 2022 abgekündigt hat und ignoriert (%1). Sie können sie entfernen.</numerusform>
        </translation>
    </message>
    <message>
        <source>this file</source>
        <translation>diese Datei</translation>
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
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>this URL lists hreflang %1 for %2, %3 does not</source>
        <translation>diese URL nennt hreflang %1 für %2, %3 nicht</translation>
    </message>
    <message>
        <source>%1 lists hreflang %2 for %3, this URL does not</source>
        <translation>%1 nennt hreflang %2 für %3, diese URL nicht</translation>
    </message>
    <message>
        <source>The page answers %1: it does not exist, and search engines drop it. Remove the entry, or restore the page or redirect it to its new URL.</source>
        <translation>Die Seite antwortet mit %1: Sie existiert nicht, und Suchmaschinen nehmen sie aus dem Index. Entfernen Sie den Eintrag, oder stellen Sie die Seite wieder her oder leiten Sie sie auf ihre neue URL um.</translation>
    </message>
    <message>
        <source>The page answers %1: search engines cannot read it (it needs a login, is forbidden or refused). Make the page public or remove the entry.</source>
        <translation>Die Seite antwortet mit %1: Suchmaschinen können sie nicht lesen (sie verlangt eine Anmeldung, ist verboten oder wird verweigert). Machen Sie die Seite öffentlich oder entfernen Sie den Eintrag.</translation>
    </message>
    <message>
        <source>The server answers %1: search engines try again later and drop the URL if this goes on. Fix the server or lighten its load.</source>
        <translation>Der Server antwortet mit %1: Suchmaschinen versuchen es später erneut und nehmen die URL aus dem Index, wenn das anhält. Beheben Sie den Fehler des Servers oder entlasten Sie ihn.</translation>
    </message>
    <message>
        <source>The page redirects to %1: search engines want the final URL in a sitemap. Use the target URL.</source>
        <translation>Die Seite leitet auf %1 weiter: Suchmaschinen erwarten in einer Sitemap die endgültige URL. Verwenden Sie die Ziel-URL.</translation>
    </message>
    <message>
        <source>The page forbids indexing (%1), yet the sitemap submits it. Remove the entry, or take the noindex off the page.</source>
        <translation>Die Seite verbietet die Indexierung (%1), die Sitemap reicht sie aber ein. Entfernen Sie den Eintrag, oder nehmen Sie das noindex von der Seite.</translation>
    </message>
    <message>
        <source>The page names %1 as its canonical URL: search engines index that URL instead. Use the canonical URL, or make the page canonical to itself.</source>
        <translation>Die Seite nennt %1 als kanonische URL: Suchmaschinen indexieren stattdessen diese URL. Verwenden Sie die kanonische URL, oder geben Sie der Seite sich selbst als kanonische URL.</translation>
    </message>
    <message>
        <source>The site&apos;s robots.txt keeps Googlebot away from this page (%1), so search engines cannot crawl it and it was not requested. Allow the path in robots.txt or remove the entry.</source>
        <translation>Die robots.txt der Website sperrt diese Seite für den Googlebot (%1): Suchmaschinen können sie nicht crawlen, und sie wurde nicht abgerufen. Geben Sie den Pfad in der robots.txt frei oder entfernen Sie den Eintrag.</translation>
    </message>
    <message>
        <source>No answer from the page: %1. Check the host name, the server and its certificate, then check again.</source>
        <translation>Keine Antwort von der Seite: %1. Prüfen Sie den Hostnamen, den Server und sein Zertifikat, und prüfen Sie dann erneut.</translation>
    </message>
    <message>
        <source>The page says it changed on %1, more than a day after the entry&apos;s lastmod. Update the lastmod.</source>
        <translation>Laut der Seite wurde sie am %1 geändert, mehr als einen Tag nach dem lastmod des Eintrags. Aktualisieren Sie das lastmod.</translation>
    </message>
    <message>
        <source>the host name was not found (DNS)</source>
        <translation>der Hostname wurde nicht gefunden (DNS)</translation>
    </message>
    <message>
        <source>the connection was refused</source>
        <translation>die Verbindung wurde abgelehnt</translation>
    </message>
    <message>
        <source>the secure connection (TLS) failed: %1</source>
        <translation>die sichere Verbindung (TLS) ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>no complete answer within %1 s</source>
        <translation>keine vollständige Antwort innerhalb von %1 s</translation>
    </message>
    <message>
        <source>the request failed</source>
        <translation>die Anfrage ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>blocked by robots.txt</source>
        <translation>durch robots.txt gesperrt</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
</context>
<context>
    <name>SaveErrorsDialog</name>
    <message>
        <source>Entries With Errors</source>
        <translation>Einträge mit Fehlern</translation>
    </message>
    <message>
        <source>Search engines reject these values and entries; the editor does not write them as they are. For each kind, leave out just the value (the entry is written without it) or the whole entry.</source>
        <translation>Suchmaschinen lehnen diese Werte und Einträge ab; der Editor schreibt sie nicht so, wie sie sind. Für jede Art: nur den Wert weglassen (der Eintrag wird ohne ihn geschrieben) oder den ganzen Eintrag.</translation>
    </message>
    <message>
        <source>Leave out the value</source>
        <translation>Den Wert weglassen</translation>
    </message>
    <message>
        <source>Leave out the entries</source>
        <translation>Die Einträge weglassen</translation>
    </message>
    <message>
        <source>%1 with a last-modified date that is not valid:</source>
        <translation>%1 mit einem ungültigen Änderungsdatum:</translation>
    </message>
    <message>
        <source>%1 with a change frequency that is not valid:</source>
        <translation>%1 mit einer ungültigen Änderungshäufigkeit:</translation>
    </message>
    <message>
        <source>%1 with a priority that is not valid:</source>
        <translation>%1 mit einer ungültigen Priorität:</translation>
    </message>
    <message>
        <source>%1 with an error in the URL or the entry itself:</source>
        <translation>%1 mit einem Fehler in der URL oder im Eintrag selbst:</translation>
    </message>
    <message>
        <source>left out whole</source>
        <translation>ganz weggelassen</translation>
    </message>
    <message>
        <source>Save Without Them</source>
        <translation>Ohne sie speichern</translation>
    </message>
    <message>
        <source>Fix Them</source>
        <translation>Korrigieren</translation>
    </message>
    <message>
        <source>Keep as written (the file stays invalid)</source>
        <translation>So lassen, wie geschrieben (die Datei bleibt dort ungültig)</translation>
    </message>
    <message>
        <source>These entries were edited or have no text of their own in the file (new, or put back by Undo): they cannot be kept as written.</source>
        <translation>Diese Einträge wurden bearbeitet oder haben keinen eigenen Text in der Datei (neu oder durch Rückgängig zurückgeholt): Sie können nicht so bleiben, wie sie geschrieben waren.</translation>
    </message>
</context>
<context>
    <name>SaveFlow</name>
    <message>
        <source>Another save or a load is running.</source>
        <translation>Es läuft bereits ein anderes Speichern oder Laden.</translation>
    </message>
    <message numerus="yes">
        <source>Leave out %Ln value(s) that are not valid</source>
        <translation>
            <numerusform>%Ln ungültigen Wert weglassen</numerusform>
            <numerusform>%Ln ungültige Werte weglassen</numerusform>
        </translation>
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
        <translation>Benutzerdefiniert</translation>
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
        <translation>B&amp;asis-URL:</translation>
    </message>
    <message>
        <source>The URLs need more than one file: enter the base URL for the index.</source>
        <translation>Die URLs brauchen mehr als eine Datei: Geben Sie die Basis-URL für den Index ein.</translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) have errors that must be fixed or excluded first.</source>
        <translation>
            <numerusform>%n Eintrag hat Fehler, die zuerst behoben oder ausgelassen werden müssen.</numerusform>
            <numerusform>%n Einträge haben Fehler, die zuerst behoben oder ausgelassen werden müssen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Writes %n file(s):</source>
        <translation>
            <numerusform>Schreibt %n Datei:</numerusform>
            <numerusform>Schreibt %n Dateien:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  and %n more</source>
        <translation>
            <numerusform>  und %n weitere</numerusform>
            <numerusform>  und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  %1 (index of %n file(s))</source>
        <translation>
            <numerusform>  %1 (Index von %n Datei)</numerusform>
            <numerusform>  %1 (Index von %n Dateien)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  %1 (%n URL(s))</source>
        <translation>
            <numerusform>  %1 (%n URL)</numerusform>
            <numerusform>  %1 (%n URLs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fixes %n value(s) on the way (escaping, whitespace, case).</source>
        <translation>
            <numerusform>Behebt dabei %n Wert (Kodierung, Leerraum, Groß-/Kleinschreibung).</numerusform>
            <numerusform>Behebt dabei %n Werte (Kodierung, Leerraum, Groß-/Kleinschreibung).</numerusform>
        </translation>
    </message>
    <message>
        <source>Readable in a &amp;browser: write sitemap.xsl next to the files</source>
        <translation>Im Bro&amp;wser lesbar: sitemap.xsl neben die Dateien schreiben</translation>
    </message>
    <message>
        <source>Every file links an XSL stylesheet, so a browser shows it as a table. Search engines ignore it.</source>
        <translation>Jede Datei verweist auf ein XSL-Stylesheet, sodass ein Browser sie als Tabelle zeigt. Suchmaschinen ignorieren es.</translation>
    </message>
    <message>
        <source>sitemap.xsl, or the URL of another stylesheet</source>
        <translation>sitemap.xsl oder die URL eines anderen Stylesheets</translation>
    </message>
    <message>
        <source>The stylesheet the files link. Empty: none, or sitemap.xsl when it is written.</source>
        <translation>Das Stylesheet, auf das die Dateien verweisen. Leer: keines, oder sitemap.xsl, wenn es geschrieben wird.</translation>
    </message>
    <message>
        <source>S&amp;tylesheet URL:</source>
        <translation>S&amp;tylesheet-URL:</translation>
    </message>
    <message>
        <source>The stylesheet URL holds a control character.</source>
        <translation>Die Stylesheet-URL enthält ein Steuerzeichen.</translation>
    </message>
    <message>
        <source>The stylesheet URL must be an http or https URL or a relative reference such as sitemap.xsl.</source>
        <translation>Die Stylesheet-URL muss eine http- oder https-URL oder ein relativer Verweis wie sitemap.xsl sein.</translation>
    </message>
    <message>
        <source>Writes only what could be read: %1.</source>
        <translation>Schreibt nur, was gelesen werden konnte: %1.</translation>
    </message>
    <message>
        <source>  %1 (unchanged, not written)</source>
        <translation>  %1 (unverändert, wird nicht geschrieben)</translation>
    </message>
    <message numerus="yes">
        <source>%1 is rewritten in the standard form (%2): %n comment(s) in it will not be kept.</source>
        <translation>
            <numerusform>%1 wird in der Standardform neu geschrieben (%2): %n Kommentar darin wird nicht übernommen.</numerusform>
            <numerusform>%1 wird in der Standardform neu geschrieben (%2): %n Kommentare darin werden nicht übernommen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) are on another host or folder than the sitemap URL the table is checked with; they are checked against the base URL entered here when you save.</source>
        <translation>
            <numerusform>%n Eintrag liegt auf einem anderen Host oder in einem anderen Ordner als die Sitemap-URL, gegen die die Tabelle geprüft wird; beim Speichern wird er gegen die hier eingegebene Basis-URL geprüft.</numerusform>
            <numerusform>%n Einträge liegen auf einem anderen Host oder in einem anderen Ordner als die Sitemap-URL, gegen die die Tabelle geprüft wird; beim Speichern werden sie gegen die hier eingegebene Basis-URL geprüft.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Puts the elements of %n entry(s) in the order the schema requires.</source>
        <translation>
            <numerusform>Bringt die Elemente von %n Eintrag in die Reihenfolge, die das Schema verlangt.</numerusform>
            <numerusform>Bringt die Elemente von %n Einträgen in die Reihenfolge, die das Schema verlangt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fixes the form of %n file(s) on the way (namespace, encoding, declaration).</source>
        <translation>
            <numerusform>Korrigiert dabei die Form von %n Datei (Namensraum, Kodierung, Deklaration).</numerusform>
            <numerusform>Korrigiert dabei die Form von %n Dateien (Namensraum, Kodierung, Deklaration).</numerusform>
        </translation>
    </message>
    <message>
        <source>Working out what the save writes…</source>
        <translation>Es wird ermittelt, was gespeichert wird…</translation>
    </message>
</context>
<context>
    <name>SaveSummary</name>
    <message numerus="yes">
        <source>%Ln URL(s)</source>
        <translation>
            <numerusform>%Ln URL</numerusform>
            <numerusform>%Ln URLs</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1 in %2 and an index (%3).</source>
        <translation>%1 in %2 und einem Index (%3) gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln Datei</numerusform>
            <numerusform>%Ln Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1 (%2).</source>
        <translation>%1 gespeichert (%2).</translation>
    </message>
    <message>
        <source>Saved %1 in %2.</source>
        <translation>%1 in %2 gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %Ln note(s).</source>
        <comment>the save message, then how many notes it has</comment>
        <translation>
            <numerusform>%1 %Ln Anmerkung.</numerusform>
            <numerusform>%1 %Ln Anmerkungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %Ln entry(s) with errors.</source>
        <translation>
            <numerusform>%Ln Eintrag mit Fehlern weggelassen.</numerusform>
            <numerusform>%Ln Einträge mit Fehlern weggelassen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %Ln entry(s) you excluded.</source>
        <translation>
            <numerusform>%Ln ausgeschlossenen Eintrag weggelassen.</numerusform>
            <numerusform>%Ln ausgeschlossene Einträge weggelassen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Written from what could be read: %1.</source>
        <translation>Geschrieben aus dem, was gelesen werden konnte: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Repaired %1 in %Ln place(s).</source>
        <comment>%1 is a rule id such as loc-whitespace</comment>
        <translation>
            <numerusform>%1 an %Ln Stelle repariert.</numerusform>
            <numerusform>%1 an %Ln Stellen repariert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %1 in %Ln place(s).</source>
        <comment>%1 is a rule id such as tag-unknown</comment>
        <translation>
            <numerusform>%1 an %Ln Stelle weggelassen.</numerusform>
            <numerusform>%1 an %Ln Stellen weggelassen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The extension namespace %1 was written as it was, without a schema to check it against.</source>
        <translation>Der Erweiterungs-Namensraum %1 wurde unverändert geschrieben, ohne Schema, gegen das er geprüft werden könnte.</translation>
    </message>
    <message>
        <source>Removed %1: it is no longer part of the set.</source>
        <translation>%1 entfernt: Die Datei gehört nicht mehr zum Satz.</translation>
    </message>
    <message>
        <source>Removed %1, left by a save that was interrupted.</source>
        <translation>%1 entfernt, übrig von einem unterbrochenen Speichern.</translation>
    </message>
    <message>
        <source>Kept %1, left by a save that was interrupted while moving its files into place: it may be the only copy of a file.</source>
        <translation>%1 behalten, übrig von einem Speichern, das beim Umbenennen seiner Dateien unterbrochen wurde: Sie kann die einzige Kopie einer Datei sein.</translation>
    </message>
    <message>
        <source>Kept %1: an earlier version of %2 that a save which was interrupted had replaced.</source>
        <translation>%1 behalten: eine frühere Fassung von %2, die ein unterbrochenes Speichern ersetzt hatte.</translation>
    </message>
    <message>
        <source>%1, written by the interrupted save</source>
        <translation>%1, geschrieben vom unterbrochenen Speichern</translation>
    </message>
    <message>
        <source>%1, an earlier version of %2</source>
        <translation>%1, eine frühere Fassung von %2</translation>
    </message>
    <message numerus="yes">
        <source>A save that was interrupted left %n file(s) that may be the only copy of their content, so the editor kept them. Look at them and remove them when they are not needed:</source>
        <translation>
            <numerusform>Ein unterbrochenes Speichern hat %n Datei hinterlassen, die die einzige Kopie ihres Inhalts sein kann; der Editor hat sie daher behalten. Sehen Sie sie sich an und entfernen Sie sie, wenn sie nicht gebraucht wird:</numerusform>
            <numerusform>Ein unterbrochenes Speichern hat %n Dateien hinterlassen, die die einzige Kopie ihres Inhalts sein können; der Editor hat sie daher behalten. Sehen Sie sie sich an und entfernen Sie sie, wenn sie nicht gebraucht werden:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A save that was interrupted left %n file(s) in %1 that may be the only copy of their content, so the editor kept them. Look at them and remove them when they are not needed:</source>
        <translation>
            <numerusform>Ein unterbrochenes Speichern hat in %1 %n Datei hinterlassen, die die einzige Kopie ihres Inhalts sein kann; der Editor hat sie daher behalten. Sehen Sie sie sich an und entfernen Sie sie, wenn sie nicht gebraucht wird:</numerusform>
            <numerusform>Ein unterbrochenes Speichern hat in %1 %n Dateien hinterlassen, die die einzige Kopie ihres Inhalts sein können; der Editor hat sie daher behalten. Sehen Sie sie sich an und entfernen Sie sie, wenn sie nicht gebraucht werden:</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote the stylesheet %1: browsers show the files as a table.</source>
        <translation>Stylesheet %1 geschrieben: Browser zeigen die Dateien als Tabelle.</translation>
    </message>
    <message>
        <source>Kept the stylesheet %1 that was there, which differs from this program&apos;s, and linked it.</source>
        <translation>Das vorhandene Stylesheet %1 weicht von dem dieses Programms ab: Es wurde behalten und verknüpft.</translation>
    </message>
    <message>
        <source>The stylesheet was not written: %1</source>
        <translation>Das Stylesheet wurde nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>Nothing changed: no file was written.</source>
        <translation>Nichts geändert: Es wurde keine Datei geschrieben.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %Ln file(s) unchanged, not written.</source>
        <translation>
            <numerusform>%1 %Ln Datei unverändert, nicht geschrieben.</numerusform>
            <numerusform>%1 %Ln Dateien unverändert, nicht geschrieben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %Ln entry(s) with errors kept as written: the file stays invalid there.</source>
        <translation>
            <numerusform>%1 %Ln Eintrag mit Fehlern so gelassen, wie er geschrieben war: Die Datei bleibt dort ungültig.</numerusform>
            <numerusform>%1 %Ln Einträge mit Fehlern so gelassen, wie sie geschrieben waren: Die Datei bleibt dort ungültig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 was rewritten in the standard form (%2); %Ln comment(s) in it were not kept.</source>
        <translation>
            <numerusform>%1 wurde in der Standardform neu geschrieben (%2); %Ln Kommentar darin wurde nicht übernommen.</numerusform>
            <numerusform>%1 wurde in der Standardform neu geschrieben (%2); %Ln Kommentare darin wurden nicht übernommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not remove a file that is no longer part of the set: %1</source>
        <translation>Eine Datei, die nicht mehr zum Satz gehört, konnte nicht entfernt werden: %1</translation>
    </message>
    <message>
        <source>the standard form was asked for</source>
        <translation>die Standardform wurde gewählt</translation>
    </message>
    <message>
        <source>where its entries are in the file is not known</source>
        <translation>die Lage ihrer Einträge in der Datei ist nicht bekannt</translation>
    </message>
    <message>
        <source>it was not read to its end</source>
        <translation>sie wurde nicht bis zum Ende gelesen</translation>
    </message>
    <message>
        <source>a feed is written as an XML sitemap</source>
        <translation>ein Feed wird als XML-Sitemap geschrieben</translation>
    </message>
    <message>
        <source>its sitemap namespace is repaired</source>
        <translation>ihr Sitemap-Namensraum wird repariert</translation>
    </message>
    <message>
        <source>it is written as UTF-8</source>
        <translation>sie wird als UTF-8 geschrieben</translation>
    </message>
    <message>
        <source>the content before the XML is left out</source>
        <translation>der Inhalt vor dem XML wird weggelassen</translation>
    </message>
    <message>
        <source>its name is made to match its compression</source>
        <translation>ihr Name wird an ihre Komprimierung angepasst</translation>
    </message>
    <message>
        <source>the DOCTYPE is left out</source>
        <translation>die DOCTYPE-Angabe wird weggelassen</translation>
    </message>
    <message>
        <source>what uses an undeclared prefix is left out</source>
        <translation>was ein nicht deklariertes Präfix verwendet, wird weggelassen</translation>
    </message>
    <message>
        <source>elements under the root that are not entries are left out</source>
        <translation>Elemente unter dem Wurzelelement, die keine Einträge sind, werden weggelassen</translation>
    </message>
    <message>
        <source>it is gzipped</source>
        <translation>sie wird mit gzip komprimiert</translation>
    </message>
    <message>
        <source>it is no longer gzipped</source>
        <translation>sie wird nicht mehr mit gzip komprimiert</translation>
    </message>
    <message>
        <source>a stylesheet instruction is added</source>
        <translation>eine Stylesheet-Anweisung wird hinzugefügt</translation>
    </message>
    <message>
        <source>a text sitemap cannot hold a value other than the URL</source>
        <translation>eine Text-Sitemap kann nur die URL aufnehmen</translation>
    </message>
    <message>
        <source>it is split</source>
        <translation>sie wird aufgeteilt</translation>
    </message>
    <message>
        <source>it changed on disk since it was read</source>
        <translation>sie wurde seit dem Lesen auf dem Datenträger geändert</translation>
    </message>
    <message>
        <source>its layout could not be followed</source>
        <translation>ihr Aufbau konnte nicht nachvollzogen werden</translation>
    </message>
    <message>
        <source>%1 was rewritten in the standard form (%2).</source>
        <translation>%1 wurde in der Standardform neu geschrieben (%2).</translation>
    </message>
</context>
<context>
    <name>SeverityDelegate</name>
    <message>
        <source>(fixed on save)</source>
        <translation>(wird beim Speichern behoben)</translation>
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
    <name>ShownRowsExport</name>
    <message>
        <source>CSV, separated by commas (*.csv)</source>
        <translation>CSV, durch Kommas getrennt (*.csv)</translation>
    </message>
    <message>
        <source>CSV, separated by semicolons, as Excel reads it in German (*.csv)</source>
        <translation>CSV, durch Semikolons getrennt, wie das deutsche Excel sie liest (*.csv)</translation>
    </message>
    <message>
        <source>Tab-separated text (*.tsv *.txt)</source>
        <translation>Text, durch Tabulatoren getrennt (*.tsv *.txt)</translation>
    </message>
    <message>
        <source>Export Shown Rows as CSV</source>
        <translation>Angezeigte Zeilen als CSV exportieren</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) to %1.</source>
        <translation>
            <numerusform>%Ln Zeile nach %1 exportiert.</numerusform>
            <numerusform>%Ln Zeilen nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting %Ln row(s) to %1…</source>
        <translation>
            <numerusform>%Ln Zeile wird nach %1 exportiert…</numerusform>
            <numerusform>%Ln Zeilen werden nach %1 exportiert…</numerusform>
        </translation>
    </message>
    <message>
        <source>Exporting: %p%</source>
        <translation>Exportieren: %p%</translation>
    </message>
    <message>
        <source>The export was cancelled: %1 was not written.</source>
        <translation>Der Export wurde abgebrochen: %1 wurde nicht geschrieben.</translation>
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
        <source>The page&apos;s address (&lt;loc&gt;)</source>
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
        <source>Priority relative to the site&apos;s other pages (&lt;priority&gt;)</source>
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
        <translation>Die Priorität muss zwischen 0.0 und 1.0 liegen.</translation>
    </message>
    <message>
        <source>A URL cannot span several lines.</source>
        <translation>Eine URL kann nicht mehrere Zeilen umfassen.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): %1</source>
        <translation>
            <numerusform>%n Problem: %1</numerusform>
            <numerusform>%n Probleme: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved as: %1</source>
        <translation>Gespeichert als: %1</translation>
    </message>
</context>
<context>
    <name>TableContextMenu</name>
    <message>
        <source>&amp;Open URL in Browser</source>
        <translation>URL im &amp;Browser öffnen</translation>
    </message>
    <message>
        <source>Open the URL of this row in the web browser</source>
        <translation>Die URL dieser Zeile im Webbrowser öffnen</translation>
    </message>
    <message>
        <source>Copy &amp;URL</source>
        <translation>&amp;URL kopieren</translation>
    </message>
    <message>
        <source>Copy the URL of this row as it is written</source>
        <translation>Die URL dieser Zeile so kopieren, wie sie geschrieben ist</translation>
    </message>
    <message>
        <source>No browser could open %1.</source>
        <translation>Kein Browser konnte %1 öffnen.</translation>
    </message>
    <message>
        <source>Copied %1.</source>
        <translation>%1 kopiert.</translation>
    </message>
</context>
<context>
    <name>TableScope</name>
    <message>
        <source>This problem concerns the whole file.</source>
        <translation>Dieses Problem betrifft die ganze Datei.</translation>
    </message>
</context>
<context>
    <name>UndoActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <comment>%1 is the step undone, such as Edit priority</comment>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo: %1</source>
        <comment>%1 is the step redone, such as Edit priority</comment>
        <translation>&amp;Wiederherstellen: %1</translation>
    </message>
</context>
<context>
    <name>UrlReplacer</name>
    <message>
        <source>Enter the text to find.</source>
        <translation>Geben Sie den zu suchenden Text ein.</translation>
    </message>
    <message>
        <source>The regular expression is not valid: %1 (at %2).</source>
        <translation>Der reguläre Ausdruck ist ungültig: %1 (an Stelle %2).</translation>
    </message>
</context>
<context>
    <name>WebAuditController</name>
    <message>
        <source>Check URLs on the &amp;Web…</source>
        <translation>URLs im &amp;Web prüfen …</translation>
    </message>
    <message>
        <source>Request the pages of the selected rows or of all, and show what search engines will say about them</source>
        <translation>Die Seiten der ausgewählten oder aller Zeilen abrufen und zeigen, was Suchmaschinen über sie sagen werden</translation>
    </message>
    <message>
        <source>Use the &amp;Target URL</source>
        <translation>&amp;Ziel-URL verwenden</translation>
    </message>
    <message>
        <source>Replace each selected URL that redirects by the URL it redirects to</source>
        <translation>Jede ausgewählte URL, die weiterleitet, durch ihr Weiterleitungsziel ersetzen</translation>
    </message>
    <message>
        <source>Use the &amp;Canonical URL</source>
        <translation>&amp;Kanonische URL verwenden</translation>
    </message>
    <message>
        <source>Replace each selected URL whose page names another canonical URL by that URL</source>
        <translation>Jede ausgewählte URL, deren Seite eine andere kanonische URL nennt, durch diese URL ersetzen</translation>
    </message>
    <message>
        <source>&amp;Remove the Entries Not Found or Noindex</source>
        <translation>Nicht gefundene und noindex-Einträge &amp;entfernen</translation>
    </message>
    <message>
        <source>Remove the selected entries whose page is not found or forbids indexing</source>
        <translation>Die ausgewählten Einträge entfernen, deren Seite nicht gefunden wird oder die Indexierung verbietet</translation>
    </message>
    <message>
        <source>Use the Canonical URL</source>
        <translation>Kanonische URL verwenden</translation>
    </message>
    <message>
        <source>Use the Target URL</source>
        <translation>Ziel-URL verwenden</translation>
    </message>
</context>
<context>
    <name>WebAuditDialog</name>
    <message>
        <source>Check URLs on the Web</source>
        <translation>URLs im Web prüfen</translation>
    </message>
    <message>
        <source>URLs to check</source>
        <translation>Zu prüfende URLs</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Requests at a time:</source>
        <translation>Gleichzeitige Anfragen:</translation>
    </message>
    <message>
        <source>Pause between two requests to one host:</source>
        <translation>Pause zwischen zwei Anfragen an einen Host:</translation>
    </message>
    <message>
        <source>At most two requests go to one host at a time; a host that answers 429 or 503 gets twice the pause. Each host&apos;s robots.txt is read first, and a page it blocks for Googlebot is not requested. Redirects are not followed.</source>
        <translation>An einen Host gehen höchstens zwei Anfragen zugleich; ein Host, der mit 429 oder 503 antwortet, bekommt die doppelte Pause. Die robots.txt jedes Hosts wird zuerst gelesen, und eine Seite, die sie für den Googlebot sperrt, wird nicht abgerufen. Weiterleitungen wird nicht gefolgt.</translation>
    </message>
    <message>
        <source>Cancel Check</source>
        <translation>Prüfung abbrechen</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Anzeigen:</translation>
    </message>
    <message>
        <source>All answers</source>
        <translation>Alle Antworten</translation>
    </message>
    <message>
        <source>With findings</source>
        <translation>Mit Befunden</translation>
    </message>
    <message>
        <source>2xx success</source>
        <translation>2xx Erfolg</translation>
    </message>
    <message>
        <source>3xx redirect</source>
        <translation>3xx Weiterleitung</translation>
    </message>
    <message>
        <source>4xx client error</source>
        <translation>4xx Client-Fehler</translation>
    </message>
    <message>
        <source>5xx server error</source>
        <translation>5xx Server-Fehler</translation>
    </message>
    <message>
        <source>Blocked by robots.txt</source>
        <translation>Durch robots.txt gesperrt</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>Keine Antwort</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Web status</source>
        <translation>Web-Status</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message numerus="yes">
        <source>The %n selected row(s)</source>
        <translation>
            <numerusform>Die ausgewählte Zeile</numerusform>
            <numerusform>Die %n ausgewählten Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n entries</source>
        <translation>
            <numerusform>Der einzige Eintrag</numerusform>
            <numerusform>Alle %n Einträge</numerusform>
        </translation>
    </message>
    <message>
        <source>No http or https URL to check among these rows.</source>
        <translation>Unter diesen Zeilen ist keine http- oder https-URL zu prüfen.</translation>
    </message>
    <message>
        <source>%1 on %2: about %3 at this pace.</source>
        <translation>%1 auf %2: etwa %3 bei diesem Tempo.</translation>
    </message>
    <message numerus="yes">
        <source>%n distinct URL(s)</source>
        <translation>
            <numerusform>%n verschiedene URL</numerusform>
            <numerusform>%n verschiedene URLs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>%n Host</numerusform>
            <numerusform>%n Hosts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>Check %1 URLs? At this pace that takes about %2, and the sites are asked for every page.</source>
        <translation>%1 URLs prüfen? Bei diesem Tempo dauert das etwa %2, und die Websites werden nach jeder Seite gefragt.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2</source>
        <translation>Abgebrochen nach %1 von %2</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>The selected rows (none are selected)</source>
        <translation>Die ausgewählten Zeilen (keine ausgewählt)</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
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
        <source>Si&amp;temap URL…</source>
        <translation>Sitemap-U&amp;RL…</translation>
    </message>
    <message>
        <source>Where the sitemap is served; URLs on other hosts or outside its folder are flagged</source>
        <translation>Wo die Sitemap abrufbar ist; URLs auf anderen Hosts oder außerhalb ihres Ordners werden markiert</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Zurüc&amp;ksetzen</translation>
    </message>
    <message>
        <source>Load the file again from disk, without the unsaved changes</source>
        <translation>Die Datei erneut von der Festplatte laden, ohne die nicht gespeicherten Änderungen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>Close the document and start an empty one</source>
        <translation>Das Dokument schließen und mit einem leeren beginnen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>CSV &amp;importieren…</translation>
    </message>
    <message>
        <source>Add rows or update rows with the same URL from a CSV file or a list of URLs</source>
        <translation>Zeilen aus einer CSV-Datei oder einer URL-Liste hinzufügen oder Zeilen mit derselben URL aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Export Shown Rows as CSV…</source>
        <translation>Angezeigte Zeilen als CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <source>The rows the table shows, filtered and sorted as shown, as a CSV file</source>
        <translation>Die Zeilen, die die Tabelle zeigt, so gefiltert und sortiert wie angezeigt, als CSV-Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste Rows</source>
        <translation>Zeilen &amp;einfügen</translation>
    </message>
    <message>
        <source>Add one row per line of the clipboard: a URL, or the values as Copy gives them, separated by tabs</source>
        <translation>Für jede Zeile der Zwischenablage eine Tabellenzeile hinzufügen: eine URL oder die Werte, wie „Kopieren“ sie liefert, durch Tabulatoren getrennt</translation>
    </message>
    <message>
        <source>&amp;Add Row</source>
        <translation>Zeile &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Dupl&amp;icate Rows</source>
        <translation>Zeilen &amp;duplizieren</translation>
    </message>
    <message>
        <source>&amp;Delete Rows</source>
        <translation>Zeilen &amp;löschen</translation>
    </message>
    <message>
        <source>Set C&amp;hange Frequency</source>
        <translation>Ä&amp;nderungshäufigkeit setzen</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
    <message>
        <source>Set Priorit&amp;y</source>
        <translation>&amp;Priorität setzen</translation>
    </message>
    <message>
        <source>Set &amp;Last Modified…</source>
        <translation>Letzte Änderun&amp;g setzen…</translation>
    </message>
    <message>
        <source>Set Last Modified to &amp;Today</source>
        <translation>Letzte Änderung auf heu&amp;te setzen</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>Find and Replac&amp;e…</source>
        <translation>Suchen &amp;und Ersetzen…</translation>
    </message>
    <message>
        <source>Add Pages from F&amp;older…</source>
        <translation>Seiten aus &amp;Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Set Last Modified from File&amp;s…</source>
        <translation>Letzte Änderung &amp;aus Dateien setzen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Charts of the URLs by month, section, host, change frequency, priority and problem; a bar filters the table</source>
        <translation>Diagramme der URLs nach Monat, Bereich, Host, Änderungshäufigkeit, Priorität und Problem; ein Balken filtert die Tabelle</translation>
    </message>
    <message>
        <source>Show everything of the current entry: its fields, images, videos, news and hreflang alternates</source>
        <translation>Alles vom aktuellen Eintrag zeigen: seine Felder, Bilder, Videos, News und hreflang-Alternativen</translation>
    </message>
    <message>
        <source>&amp;File Order</source>
        <translation>&amp;Reihenfolge der Datei</translation>
    </message>
    <message>
        <source>Show the rows in the order of the file, unsorted</source>
        <translation>Die Zeilen unsortiert in der Reihenfolge der Datei zeigen</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>E&amp;xtras</translation>
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
        <translation>Werkzeugleiste</translation>
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
