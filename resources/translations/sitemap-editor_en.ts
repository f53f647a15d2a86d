<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AutosaveStore</name>
    <message numerus="yes">
        <source>%n unsaved edit(s) recovered</source>
        <translation>
            <numerusform>%n unsaved edit recovered</numerusform><numerusform>%n unsaved edits recovered</numerusform></translation>
    </message>
</context>
<context>
    <name>ChangeFreqDelegate</name>
    <message>
        <source>(not set)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DocumentEditCommand</name>
    <message>
        <source>Edit URL</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Edit last modified</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Edit change frequency</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Edit priority</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Add %n row(s)</source>
        <translation>
            <numerusform>Add %n row</numerusform><numerusform>Add %n rows</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n row(s)</source>
        <translation>
            <numerusform>Delete %n row</numerusform><numerusform>Delete %n rows</numerusform></translation>
    </message>
</context>
<context>
    <name>FilesPanel</name>
    <message>
        <source>Files</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>URLs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>All files</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(new)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Listed in the index but not found next to it: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LastModEditor</name>
    <message>
        <source>YYYY-MM-DD</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pick a date</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sitemaps (*.xml *.xml.gz *.gz *.txt);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Filter URLs, dates, frequencies and priorities (Ctrl+F)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Only rows with &amp;problems</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Paste URLs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add one row per line of the clipboard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Add Row</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>D&amp;uplicate Rows</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Delete Rows</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Set &amp;Change Frequency</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(not set)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Set &amp;Priority</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Set &amp;Last Modified…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Set Last Modified to &amp;Today</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;About Sitemap Editor</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>About Sitemap Editor</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Sitemap Editor&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Opens XML sitemaps, sitemap indexes and text sitemaps, shows what search engines would reject, and saves valid files, split when they are too large.&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open Sitemap</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Opening %1…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 could not be opened.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 was not read to its end: %2 (line %3). The entries before it are shown.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Opened %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1[*] — Sitemap Editor</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n URL(s)</source>
        <translation>
            <numerusform>%n URL</numerusform><numerusform>%n URLs</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>(%n shown)</source>
        <translation>
            <numerusform>(%n shown)</numerusform><numerusform>(%n shown)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform><numerusform>%n errors</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform><numerusform>%n warnings</numerusform></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Delete %n row(s)</source>
        <translation>
            <numerusform>Delete %n row</numerusform><numerusform>Delete %n rows</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n row(s)</source>
        <translation>
            <numerusform>Duplicate %n row</numerusform><numerusform>Duplicate %n rows</numerusform></translation>
    </message>
    <message>
        <source>The clipboard holds no URLs.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Paste %n URL(s)</source>
        <translation>
            <numerusform>Paste %n URL</numerusform><numerusform>Paste %n URLs</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Added %n URL(s) from the clipboard.</source>
        <translation>
            <numerusform>Added %n URL from the clipboard.</numerusform><numerusform>Added %n URLs from the clipboard.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Set change frequency of %n row(s)</source>
        <translation>
            <numerusform>Set change frequency of %n row</numerusform><numerusform>Set change frequency of %n rows</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Set priority of %n row(s)</source>
        <translation>
            <numerusform>Set priority of %n row</numerusform><numerusform>Set priority of %n rows</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Set last modified of %n row(s)</source>
        <translation>
            <numerusform>Set last modified of %n row</numerusform><numerusform>Set last modified of %n rows</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Set URL of %n row(s)</source>
        <translation>
            <numerusform>Set URL of %n row</numerusform><numerusform>Set URL of %n rows</numerusform></translation>
    </message>
    <message>
        <source>Set Last Modified</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Last modified for the selected rows (YYYY-MM-DD or YYYY-MM-DDThh:mm:ss+hh:mm; empty removes it):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This problem concerns the whole file.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save Sitemap As</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The URLs need more than one file, so the editor writes an index, and an index needs absolute URLs. Enter the base URL the files are served from.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Replace Incomplete File?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Part of the original file could not be read. Saving replaces it with only the entries that were read. Replace it?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Entry %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Entries With Errors</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n entry(s) have errors that search engines reject; the editor does not write them. Fix them first, or save without them?</source>
        <translation>
            <numerusform>%n entry has errors that search engines reject; the editor does not write them. Fix them first, or save without them?</numerusform><numerusform>%n entries have errors that search engines reject; the editor does not write them. Fix them first, or save without them?</numerusform></translation>
    </message>
    <message>
        <source>Fix Them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Exclude and Save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The sitemap was not saved.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The sitemap could not be saved.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>File %1: %p%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The editor kept unsaved changes to %1, but the file has changed on disk since, so they cannot be restored.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>The editor stopped with %n unsaved change(s) to %1 (last kept %2). Restore them?</source>
        <translation>
            <numerusform>The editor stopped with %n unsaved change to %1 (last kept %2). Restore them?</numerusform><numerusform>The editor stopped with %n unsaved changes to %1 (last kept %2). Restore them?</numerusform></translation>
    </message>
    <message>
        <source>The unsaved changes could not be restored.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PriorityDelegate</name>
    <message>
        <source>not set</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ProblemListModel</name>
    <message>
        <source>%1 (fixed on save)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, line %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, entry %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ProblemsDock</name>
    <message>
        <source>Problems</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Filter problems</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform><numerusform>%n errors</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform><numerusform>%n warnings</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform><numerusform>%n notes</numerusform></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message numerus="yes">
        <source>%n &lt;image:image&gt; element(s) have no &lt;image:loc&gt;. Add the image's URL.</source>
        <translation>
            <numerusform>%n &lt;image:image&gt; element have no &lt;image:loc&gt;. Add the image's URL.</numerusform><numerusform>%n &lt;image:image&gt; elements have no &lt;image:loc&gt;. Add the image's URL.</numerusform></translation>
    </message>
    <message>
        <source>title has %1 characters (at most 100)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>description has %1 characters (at most 2,048)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>duration %1 (1 to 28,800 seconds)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rating %1 (0.0 to 5.0)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SaveOptionsDialog</name>
    <message>
        <source>Save Options</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Saving to &lt;b&gt;%1&lt;/b&gt;. When the URLs do not fit in one file, the editor writes numbered files and an index that lists them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Most &amp;URLs per file:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>50 MiB (current limit)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>10 MiB (older tools and Yandex)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> KiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Most &amp;bytes per file:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compress with &amp;gzip (.xml.gz)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>https://www.example.com/</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The folder URL the files are served from; an index needs it to name the split files.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The URLs need more than one file: enter the base URL for the index.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n entry(s) have errors that must be fixed or excluded first.</source>
        <translation>
            <numerusform>%n entry has errors that must be fixed or excluded first.</numerusform><numerusform>%n entries have errors that must be fixed or excluded first.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Writes %n file(s):</source>
        <translation>
            <numerusform>Writes %n file:</numerusform><numerusform>Writes %n files:</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>  and %n more</source>
        <translation>
            <numerusform>  and %n more</numerusform><numerusform>  and %n more</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>  %1 (index of %n file(s))</source>
        <translation>
            <numerusform>  %1 (index of %n file)</numerusform><numerusform>  %1 (index of %n files)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>  %1 (%n URL(s))</source>
        <translation>
            <numerusform>  %1 (%n URL)</numerusform><numerusform>  %1 (%n URLs)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Fixes %n value(s) on the way (escaping, whitespace, case).</source>
        <translation>
            <numerusform>Fixes %n value on the way (escaping, whitespace, case).</numerusform><numerusform>Fixes %n values on the way (escaping, whitespace, case).</numerusform></translation>
    </message>
</context>
<context>
    <name>SeverityStyle</name>
    <message>
        <source>Error</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SitemapTableModel</name>
    <message>
        <source>(new)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Error: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Warning: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(fixed on save)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>In the file: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The page's address (&lt;loc&gt;)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Last modified</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>When the page last changed (&lt;lastmod&gt;)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Change frequency</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How often the page changes (&lt;changefreq&gt;)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Priority</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Priority relative to the site's other pages (&lt;priority&gt;)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The sitemap file the URL is in</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>What is wrong with the entry</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The priority must lie between 0.0 and 1.0.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A URL cannot span several lines.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n problem(s): %1</source>
        <translation>
            <numerusform>%n problem: %1</numerusform><numerusform>%n problems: %1</numerusform></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Edit and check XML sitemaps.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The sitemap to open.</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>