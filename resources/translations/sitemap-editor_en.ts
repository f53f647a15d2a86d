<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChangeFreqDelegate</name>
    <message>
        <source>(not set)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompareDock</name>
    <message>
        <source>(not set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added: not in the file compared with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extensions before: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare &amp;With…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the open sitemap with another file or index set: added, changed and removed URLs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added or changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed (only in the file compared with):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End Comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare With</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitemaps (*.xml *.xml.gz *.gz *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a sitemap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No comparison. File ▸ Compare With… compares the open sitemap with another file or index set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compared with %1: %2 added, %3 changed, %4 removed, %5 unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparing with %1… %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1… %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CsvImport</name>
    <message>
        <source>the quote opened on line %1 is not closed before the end of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text follows the closing quote of a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds no rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header names the %1 column twice (&quot;%2&quot; and &quot;%3&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header row names no loc (or url) column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a URL, and no column name this import knows (loc, lastmod, changefreq, priority): taken for a header row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same URL as line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in the sitemap, and adding new rows is off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in the sitemap, and there is no sitemap file to add it to</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message>
        <source>(not set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV or text &amp;file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns loc (or url), lastmod, changefreq and priority, in any order when the first row names them, else in that order; or one URL a line. Separated by commas, semicolons or tabs; UTF-8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add URLs that are not in the sitemap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Update the rows with the same URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values are taken as the file writes them; an empty cell leaves the row&apos;s value as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV and text files (*.csv *.tsv *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no file chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one URL a line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>separated by semicolons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>separated by tabs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>separated by &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) read, %1</source>
        <translation>
            <numerusform>%Ln row read, %1</numerusform>
            <numerusform>%Ln rows read, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>; columns named in the first row: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; columns in the order %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns left out: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln new row(s).</source>
        <translation>
            <numerusform>%Ln new row.</numerusform>
            <numerusform>%Ln new rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) get new values.</source>
        <translation>
            <numerusform>%Ln row gets new values.</numerusform>
            <numerusform>%Ln rows get new values.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) hold these values already.</source>
        <translation>
            <numerusform>%Ln row holds these values already.</numerusform>
            <numerusform>%Ln rows hold these values already.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) with other values are left as they are.</source>
        <translation>
            <numerusform>%Ln row with other values is left as it is.</numerusform>
            <numerusform>%Ln rows with other values are left as they are.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) refused.</source>
        <translation>
            <numerusform>%Ln line refused.</numerusform>
            <numerusform>%Ln lines refused.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  … and %Ln more</source>
        <translation>
            <numerusform>  … and %Ln more</numerusform>
            <numerusform>  … and %Ln more</numerusform>
        </translation>
    </message>
    <message>
        <source>Added:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  + line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ~ line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ! line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Import %n row(s) from CSV</source>
        <translation>
            <numerusform>Import %n row from CSV</numerusform>
            <numerusform>Import %n rows from CSV</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported: %Ln new row(s)</source>
        <translation>
            <numerusform>Imported: %Ln new row</numerusform>
            <numerusform>Imported: %Ln new rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %Ln row(s) changed.</source>
        <translation>
            <numerusform>, %Ln row changed.</numerusform>
            <numerusform>, %Ln rows changed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DialogSaveQuestions</name>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URLs need more than one file, so the editor writes an index, and an index needs absolute URLs. Enter the base URL the files are served from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace Incomplete File?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part of the original file could not be read. Saving replaces it with only the entries that were read. Replace it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n with a last-modified date that is not valid</source>
        <translation>
            <numerusform>%n with a last-modified date that is not valid</numerusform>
            <numerusform>%n with a last-modified date that is not valid</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with a change frequency that is not valid</source>
        <translation>
            <numerusform>%n with a change frequency that is not valid</numerusform>
            <numerusform>%n with a change frequency that is not valid</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with a priority that is not valid</source>
        <translation>
            <numerusform>%n with a priority that is not valid</numerusform>
            <numerusform>%n with a priority that is not valid</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with an error in the URL or the entry itself, which can only be left out whole</source>
        <translation>
            <numerusform>%n with an error in the URL or the entry itself, which can only be left out whole</numerusform>
            <numerusform>%n with an error in the URL or the entry itself, which can only be left out whole</numerusform>
        </translation>
    </message>
    <message>
        <source>Entry %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) have errors that search engines reject; the editor does not write them as they are:</source>
        <translation>
            <numerusform>%n entry has errors that search engines reject; the editor does not write it as it is:</numerusform>
            <numerusform>%n entries have errors that search engines reject; the editor does not write them as they are:</numerusform>
        </translation>
    </message>
    <message>
        <source>Files Kept</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentEditCommand</name>
    <message>
        <source>Edit URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit last modified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit change frequency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the files</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Set URL of %Ln row(s)</source>
        <translation>
            <numerusform>Set URL of %Ln row</numerusform>
            <numerusform>Set URL of %Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set last modified of %Ln row(s)</source>
        <translation>
            <numerusform>Set last modified of %Ln row</numerusform>
            <numerusform>Set last modified of %Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set change frequency of %Ln row(s)</source>
        <translation>
            <numerusform>Set change frequency of %Ln row</numerusform>
            <numerusform>Set change frequency of %Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set priority of %Ln row(s)</source>
        <translation>
            <numerusform>Set priority of %Ln row</numerusform>
            <numerusform>Set priority of %Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %Ln row(s)</source>
        <translation>
            <numerusform>Add %Ln row</numerusform>
            <numerusform>Add %Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln row(s)</source>
        <translation>
            <numerusform>Delete %Ln row</numerusform>
            <numerusform>Delete %Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Edit extensions of %Ln row(s)</source>
        <translation>
            <numerusform>Edit extensions of %Ln row</numerusform>
            <numerusform>Edit extensions of %Ln rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentSession</name>
    <message>
        <source>Changes Made by the Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Set change frequency of %Ln row(s)</source>
        <translation>
            <numerusform>Set change frequency of %Ln row</numerusform>
            <numerusform>Set change frequency of %Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set priority of %Ln row(s)</source>
        <translation>
            <numerusform>Set priority of %Ln row</numerusform>
            <numerusform>Set priority of %Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set last modified of %Ln row(s)</source>
        <translation>
            <numerusform>Set last modified of %Ln row</numerusform>
            <numerusform>Set last modified of %Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set URL of %Ln row(s)</source>
        <translation>
            <numerusform>Set URL of %Ln row</numerusform>
            <numerusform>Set URL of %Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln row(s)</source>
        <translation>
            <numerusform>Delete %Ln row</numerusform>
            <numerusform>Delete %Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %Ln row(s)</source>
        <translation>
            <numerusform>Duplicate %Ln row</numerusform>
            <numerusform>Duplicate %Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %Ln row(s)</source>
        <translation>
            <numerusform>Paste %Ln row</numerusform>
            <numerusform>Paste %Ln rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditJournal</name>
    <message numerus="yes">
        <source>%Ln unsaved edit(s) recovered</source>
        <translation>
            <numerusform>%Ln unsaved edit recovered</numerusform>
            <numerusform>%Ln unsaved edits recovered</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorStatusBar</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the rules: %p%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of the index: %p%</source>
        <translation type="unfinished"></translation>
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
            <numerusform>(%Ln shown)</numerusform>
            <numerusform>(%Ln shown)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln error(s)</source>
        <translation>
            <numerusform>%Ln error</numerusform>
            <numerusform>%Ln errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warning(s)</source>
        <translation>
            <numerusform>%Ln warning</numerusform>
            <numerusform>%Ln warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln URL(s)</source>
        <comment>short form of &quot;%n URL(s) (%n shown)&quot;</comment>
        <translation>
            <numerusform>%1 of %Ln URL</numerusform>
            <numerusform>%1 of %Ln URLs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 err.</source>
        <comment>short form of &quot;%n error(s)&quot;</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 warn.</source>
        <comment>short form of &quot;%n warning(s)&quot;</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving: %p%</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EntryDetailsDock</name>
    <message>
        <source>(not set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As shown:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value as written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The problems of this entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternates (hreflang)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click an alternate to show its entry in the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternate URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make Cluster Consistent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give every page of this hreflang cluster the complete list of alternates, itself included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Geo location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>License</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deprecated since 2022: search engines ignore it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Videos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>News</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other extensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extensions of other namespaces are kept as written; they are not edited here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a row of the table to see all of its entry here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(new)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry %1 of %2, line %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last modified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change frequency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given more than once in the file; the first is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternates (hreflang): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Alternates (hreflang): %1, %n problem(s)</source>
        <translation>
            <numerusform>Alternates (hreflang): %1, %n problem</numerusform>
            <numerusform>Alternates (hreflang): %1, %n problems</numerusform>
        </translation>
    </message>
    <message>
        <source>(no image URL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Video %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>News %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Images: %1, %n problem(s)</source>
        <translation>
            <numerusform>Images: %1, %n problem</numerusform>
            <numerusform>Images: %1, %n problems</numerusform>
        </translation>
    </message>
    <message>
        <source>Videos: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Videos: %1, %n problem(s)</source>
        <translation>
            <numerusform>Videos: %1, %n problem</numerusform>
            <numerusform>Videos: %1, %n problems</numerusform>
        </translation>
    </message>
    <message>
        <source>News: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>News: %1, %n problem(s)</source>
        <translation>
            <numerusform>News: %1, %n problem</numerusform>
            <numerusform>News: %1, %n problems</numerusform>
        </translation>
    </message>
    <message>
        <source>Add alternate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change alternate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove alternate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make hreflang cluster consistent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExternalChanges</name>
    <message>
        <source>%1 was changed on disk by another program. Saving will ask before it replaces the changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is no longer there or cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URLs on disk are the same as in this window; the file differs in other ways.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>On disk compared with this window: %n URL(s) added</source>
        <translation>
            <numerusform>On disk compared with this window: %n URL added</numerusform>
            <numerusform>On disk compared with this window: %n URLs added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n removed</source>
        <translation>
            <numerusform>%n removed</numerusform>
            <numerusform>%n removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changed</source>
        <translation>
            <numerusform>%n changed</numerusform>
            <numerusform>%n changed</numerusform>
        </translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed by another program since it was opened or saved here. %2

Reload it (your changes in this window are lost), overwrite it with this window&apos;s version (the other program&apos;s changes are lost), or cancel?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>Sitemaps (*.xml *.xml.gz *.gz *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw away the unsaved changes to %1 and load it again from disk?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetched %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The editor kept unsaved changes to %1, but the file has changed on disk since, so they cannot be restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The editor stopped with %n unsaved change(s) to %1 (last kept %2). Restore them?</source>
        <translation>
            <numerusform>The editor stopped with %n unsaved change to %1 (last kept %2). Restore them?</numerusform>
            <numerusform>The editor stopped with %n unsaved changes to %1 (last kept %2). Restore them?</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Sitemap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unsaved changes could not be restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not read to its end: %2 (line %3). The entries before it are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked against the sitemap URL you gave it last time: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitemap URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL the sitemap is served at, such as https://www.example.com/sitemap.xml, or its folder, ending in /. URLs on other hosts or outside that folder are flagged. Leave it empty when it is not known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an absolute http or https URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sitemap URL is not known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the URLs against %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Sitemap Set to Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Sitemap Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 already holds %n file(s) of this set. Replace them?</source>
        <translation>
            <numerusform>%1 already holds %n file of this set. Replace it?</numerusform>
            <numerusform>%1 already holds %n files of this set. Replace them?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Sitemap As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table shows the values as saved; Undo shows them as they were.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sitemap was not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sitemap could not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FilesPanel</name>
    <message>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URLs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(new)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listed in the index but not found next to it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Served at %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FindReplaceDialog</name>
    <message>
        <source>Find and Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>http://www.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find in URLs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a regular expression, \1 or $1 is the text of the first group in parentheses, \0 the whole match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replace with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular e&amp;xpression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Match case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only in the &amp;selected rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also in the sitemap &amp;index&apos;s own URLs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &lt;loc&gt;s of the index that name its sitemap files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No URL matches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln URL(s) match</source>
        <translation>
            <numerusform>%Ln URL matches</numerusform>
            <numerusform>%Ln URLs match</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%Ln match(es)); </source>
        <translation>
            <numerusform> (%Ln match); </numerusform>
            <numerusform> (%Ln matches); </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace All changes %Ln.</source>
        <translation>
            <numerusform>Replace All changes %Ln.</numerusform>
            <numerusform>Replace All changes %Ln.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln URL(s) would then be a duplicate of another.</source>
        <translation>
            <numerusform>%Ln URL would then be a duplicate of another.</numerusform>
            <numerusform>%Ln URLs would then be a duplicate of another.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln URL(s) would be empty.</source>
        <translation>
            <numerusform>%Ln URL would be empty.</numerusform>
            <numerusform>%Ln URLs would be empty.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace in %n URL(s)</source>
        <translation>
            <numerusform>Replace in %n URL</numerusform>
            <numerusform>Replace in %n URLs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replaced in %Ln URL(s).</source>
        <translation>
            <numerusform>Replaced in %Ln URL.</numerusform>
            <numerusform>Replaced in %Ln URLs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Also in ima&amp;ge, video and hreflang URLs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &lt;image:loc&gt;, the &lt;video:thumbnail_loc&gt;, &lt;video:content_loc&gt; and &lt;video:player_loc&gt;, and the href of the &lt;xhtml:link&gt; alternates; the rest of them stays as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln image, video or hreflang URL(s) match; </source>
        <translation>
            <numerusform>%Ln image, video or hreflang URL matches; </numerusform>
            <numerusform>%Ln image, video or hreflang URLs match; </numerusform>
        </translation>
    </message>
    <message>
        <source>The URLs move to %1. Move the sitemap URL along, from %2 to %3? Otherwise every moved URL is on another host than the sitemap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting the URLs that match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace All stopped; no URL was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working out the replacements…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FolderImportDialog</name>
    <message>
        <source>Add Pages from Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Last Modified from Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Site &amp;folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://www.example.com/</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its &amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drafts *.tmp.html</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patterns separated by spaces: a folder or file name, or a path below the folder; * and ? stay within a name, ** crosses folders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave out:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last modified from the last &amp;git commit of each file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add pages that are not in the sitemap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;last modified of rows that are pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;pply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Site Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the site&apos;s URL, such as https://www.example.com/.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln page(s) found.</source>
        <translation>
            <numerusform>%Ln page found.</numerusform>
            <numerusform>%Ln pages found.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new row(s).</source>
        <translation>
            <numerusform>%Ln new row.</numerusform>
            <numerusform>%Ln new rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) get a new last modified.</source>
        <translation>
            <numerusform>%Ln row gets a new last modified.</numerusform>
            <numerusform>%Ln rows get a new last modified.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) are up to date.</source>
        <translation>
            <numerusform>%Ln row is up to date.</numerusform>
            <numerusform>%Ln rows are up to date.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln page(s) left out for their robots noindex.</source>
        <translation>
            <numerusform>%Ln page left out for its robots noindex.</numerusform>
            <numerusform>%Ln pages left out for their robots noindex.</numerusform>
        </translation>
    </message>
    <message>
        <source>Git was not used (%1): last modified is the time of each file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New last modified:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out (robots noindex):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out (patterns):</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Add %n page(s) from the folder</source>
        <translation>
            <numerusform>Add %n page from the folder</numerusform>
            <numerusform>Add %n pages from the folder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set last modified of %n row(s) from files</source>
        <translation>
            <numerusform>Set last modified of %n row from files</numerusform>
            <numerusform>Set last modified of %n rows from files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %Ln row(s)</source>
        <translation>
            <numerusform>Added %Ln row</numerusform>
            <numerusform>Added %Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, set last modified of %Ln.</source>
        <translation>
            <numerusform>, set last modified of %Ln.</numerusform>
            <numerusform>, set last modified of %Ln.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %Ln row(s).</source>
        <translation>
            <numerusform>Added %Ln row.</numerusform>
            <numerusform>Added %Ln rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set last modified of %Ln row(s).</source>
        <translation>
            <numerusform>Set last modified of %Ln row.</numerusform>
            <numerusform>Set last modified of %Ln rows.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LastModEditor</name>
    <message>
        <source>YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Only rows with &amp;problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Sitemap Editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window closes when the save is finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sitemap cannot change while it is being saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter URLs, dates, frequencies and priorities (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table shows only the URLs of this bar of the overview. Click to show all rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the overview filter: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The change of %Ln row(s) was not made: the sitemap changed before it was worked out.</source>
        <translation>
            <numerusform>The change of %Ln row was not made: the sitemap changed before it was worked out.</numerusform>
            <numerusform>The change of %Ln rows was not made: the sitemap changed before it was worked out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewSitemap</name>
    <message>
        <source>New Sitemap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL of the site, such as https://www.example.com/. The sitemap is served at its root (sitemap.xml), and URLs on other hosts are flagged. Leave it empty when it is not known yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an absolute http or https URL.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpenUrlController</name>
    <message>
        <source>Open &amp;URL…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch a sitemap, an index with its files, or the first sitemap a robots.txt lists, from the web</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address of a sitemap, a sitemap index or a robots.txt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only http:// and https:// addresses can be fetched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetching %1…
%2 of %3 files, %4 received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetching %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be fetched.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OverviewDock</name>
    <message>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Chart:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the section above (Backspace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;All Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the filter by a bar of the overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last modified, by month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sections (path segments)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change frequency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems, by rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not an absolute URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a number from 0.0 to 1.0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a valid value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the address itself)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (year only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First path segments. Choose one to see what lies below it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose to filter the table and see what lies below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URLs with each problem; problems of whole files are in the Problems list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln URL(s) in this section.</source>
        <translation>
            <numerusform>%Ln URL in this section.</numerusform>
            <numerusform>%Ln URLs in this section.</numerusform>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table shows %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last modified: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Section: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change frequency: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priority: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (counting…)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrioritySpinBox</name>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProblemListModel</name>
    <message>
        <source>%1 (fixed on save)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, entry %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProblemsDock</name>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln error(s)</source>
        <translation>
            <numerusform>%Ln error</numerusform>
            <numerusform>%Ln errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warning(s)</source>
        <translation>
            <numerusform>%Ln warning</numerusform>
            <numerusform>%Ln warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln note(s)</source>
        <translation>
            <numerusform>%Ln note</numerusform>
            <numerusform>%Ln notes</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Explain Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to Related Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the entry this problem names besides its own, such as the first copy of a duplicate URL</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecentFilesMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RobotsHintBar</name>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search engines find it there: this line replaced the search-engine ping, which Google retired in 2023 and Bing in 2022.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add this line to the robots.txt at the root of the site.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the Sitemap &amp;URL…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add this line to the robots.txt at the root of the site, if the sitemap is served there (set File ▸ Sitemap URL when it is served elsewhere).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URLs are not all on one host, so the editor cannot tell where the sitemap is served. Enter its URL to get the line for the robots.txt of that site.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RowEdits</name>
    <message>
        <source>The clipboard holds no URLs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Added %Ln row(s) from the clipboard.</source>
        <translation>
            <numerusform>Added %Ln row from the clipboard.</numerusform>
            <numerusform>Added %Ln rows from the clipboard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln row(s).</source>
        <translation>
            <numerusform>Copied %Ln row.</numerusform>
            <numerusform>Copied %Ln rows.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set Last Modified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last modified for the selected rows (YYYY-MM-DD or YYYY-MM-DDThh:mm:ss+hh:mm; empty removes it):</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Copying %Ln row(s)…</source>
        <translation>
            <numerusform>Copying %Ln row…</numerusform>
            <numerusform>Copying %Ln rows…</numerusform>
        </translation>
    </message>
    <message>
        <source>Copying: %p%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The copy was cancelled: the clipboard holds what it held before.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleExplanationDialog</name>
    <message>
        <source>Rule %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no explanation for the rule %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>en</source>
        <comment>the language of the rule reference shown: the code of a language it is written in (en, de), the interface&apos;s own where it has one</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message numerus="yes">
        <source>%n &lt;image:image&gt; element(s) have no &lt;image:loc&gt;. Add the image&apos;s URL.</source>
        <translation>
            <numerusform>%n &lt;image:image&gt; element have no &lt;image:loc&gt;. Add the image&apos;s URL.</numerusform>
            <numerusform>%n &lt;image:image&gt; elements have no &lt;image:loc&gt;. Add the image&apos;s URL.</numerusform>
        </translation>
    </message>
    <message>
        <source>title has %1 characters (at most 100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>description has %1 characters (at most 2,048)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duration %1 (1 to 28,800 seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating %1 (0.0 to 5.0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parse error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a sitemap: it looks like %1. A sitemap has a &lt;urlset&gt; or &lt;sitemapindex&gt; root, or lists one URL per line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another kind of file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is UTF-16; sitemaps must be UTF-8. Save it as UTF-8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds bytes that are not valid UTF-8. Save it as UTF-8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file declares the encoding %1; sitemaps must be UTF-8. Save it as UTF-8 with encoding=&quot;UTF-8&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is content before the XML declaration or the root element (a blank line, a PHP warning, ...). Remove everything before &lt;?xml.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root element has ns=%1 instead of xmlns; without xmlns it is in no namespace. Write xmlns=&quot;http://www.sitemaps.org/schemas/sitemap/0.9&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root element has no sitemap namespace. Add xmlns=&quot;http://www.sitemaps.org/schemas/sitemap/0.9&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file uses the old namespace %1. Use http://www.sitemaps.org/schemas/sitemap/0.9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root element is in the namespace %1, which is not the sitemap namespace. Use http://www.sitemaps.org/schemas/sitemap/0.9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gzip data is damaged or cut short (%1); only what decompressed was read. Compress the file again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is gzip-compressed but its name does not end in .gz. Add .gz to the name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name ends in .gz but the file is not gzip-compressed. Compress it or remove .gz from the name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file lists %1 URLs; a sitemap may list at most 50,000. Split it into several files with an index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index lists %1 sitemaps; an index may list at most 50,000. Split it into several indexes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is %1 bytes uncompressed; the limit is 52,428,800 (50 MiB). Split it into several files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sitemap lists no URLs. Add entries or remove the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This index entry names another sitemap index; indexes may only list sitemaps, and its children are not followed. List the sitemaps directly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sitemap %1 was not found next to the index, so it was not checked. Put the file in the index&apos;s folder or correct the &lt;loc&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds %1 &lt;news:news&gt; entries; a news sitemap may hold at most 1,000. Move older articles to another sitemap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The line %1 is not an absolute URL; a text sitemap holds one full URL (https://host/path) per line. Correct or remove the line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry has no &lt;loc&gt;, or an empty one. Enter the page&apos;s full URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is given more than once in this entry; only the first is used. Keep one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry holds elements in the sitemap namespace that the protocol does not define; search engines reject them. They are left out on save; move vendor data to an extension namespace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The children are not in the order loc, lastmod, changefreq, priority, extensions, as the schema requires. Saving puts them in order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an absolute URL (it needs a scheme and a host). Write the full URL, for example https://example.com/page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL uses the scheme &quot;%1&quot;; a sitemap lists only http and https URLs. Use the page&apos;s http(s) address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL is %1 characters long when encoded; it must be shorter than 2,048. Use a shorter address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL holds %1, which must be percent-encoded (as must spaces, non-ASCII letters and &lt;&gt;&quot;{}|\^`). Saving writes it encoded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &lt;loc&gt; has spaces or line breaks around the URL; some engines read them as part of it. Saving trims them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL has a #fragment, which search engines ignore; it names the same page as without it. Remove the part from #.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host &quot;%1&quot; is local (localhost, a private address or a name without a dot); search engines cannot reach it. Generate the sitemap with the public site address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same URL appears earlier in the sitemap set. Remove this entry or merge it with the first one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL is on %1, but the sitemap&apos;s URLs belong to %2; engines ignore URLs of other hosts. Move the URL to a sitemap on its own host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL is outside the folder %1 where the sitemap lives; a sitemap may only list URLs at or below its own folder. Move the sitemap up or the URL out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a W3C date. Write it as YYYY-MM-DD or YYYY-MM-DDThh:mm:ss+hh:mm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a time but no time zone. Add Z or an offset such as +02:00.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a real date or time (month, day, hour or zone out of range). Correct the value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is valid W3C but lacks a day or seconds, which the schema requires. Saving completes it (for example 2024-05 becomes 2024-05-01).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lies in the future; lastmod is when the page last changed. Use the real date of the last change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be written in lower case. Saving writes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a change frequency. Use always, hourly, daily, weekly, monthly, yearly or never.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a decimal number. Use a value from 0.0 to 1.0, such as 0.5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priority %1 is outside 0.0 to 1.0. Use a value in that range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;sitemap&gt; entry of an index may only carry loc and lastmod; changefreq and priority belong to the URLs of a sitemap. Remove them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL lists %1 images; at most 1,000 are allowed. Keep the most important ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;video:video&gt; lacks %1. Add it; a video needs thumbnail_loc, title, description and content_loc or player_loc.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;video:video&gt; has a value out of range: %1. Correct it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL has %1 &lt;news:news&gt; elements; it may have one. Keep one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;news:news&gt; lacks %1. Add it; news needs publication (name, language), publication_date and title.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hreflang %1 is not a language code. Use x-default or a code such as en, en-GB or zh-Hant-TW.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hreflang %1 is given more than once for this URL. Keep one alternate per language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The alternate link %1 is not an absolute URL. Write the full URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL has alternates but does not list itself among them. Add an &lt;xhtml:link&gt; for its own language pointing to its own URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All %1 entries with a priority have the same value %2, which tells engines nothing. Give important pages a higher priority, or leave priority out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All %1 entries with a lastmod have the same value %2; that looks like the time the sitemap was made, not when the pages changed. Use each page&apos;s own date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an XML document whose root element is &lt;%1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an HTML page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an RSS feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an Atom feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ASP.NET siteMap file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>binary data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a JSON document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an XML document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL is %1 characters long when encoded; the sitemap schema requires at least 12. Write the full address of the page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the &amp; starts no entity: write &amp;amp;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the &lt; starts no tag: write &amp;lt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the control character %1 is not allowed in XML: remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an attribute value must be in quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a character that is not allowed here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end tag &lt;/%1&gt; does not match the open &lt;%2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the entity &amp;%1; is not defined: write &amp;amp;%1; if the &amp; is meant as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the attribute %1 is given twice in one tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>something follows the end of the root element: a file has one root element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds no root element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file ends inside &lt;%1&gt;: it was cut off, or an end tag is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file ends inside a tag: it was cut off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the prefix %1 is not declared: add xmlns:%1=&quot;...&quot; to the root element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an RSS 2.0 file without a &lt;channel&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not well-formed XML here: %1. Only the entries before this point were read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an Atom 1.0 feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an RSS 2.0 feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is %1, read as a sitemap of its links: Google and Bing accept feeds, other search engines and tools do not. Saving writes it as a &lt;urlset&gt; sitemap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Namespace prefixes used but never declared: %1. Strict XML readers reject the file. Declare each on the root element (xmlns:%2=&quot;...&quot;) or remove what uses it; saving leaves those elements and attributes out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has a DOCTYPE declaration; sitemaps need none and some readers refuse it. Remove it; saving leaves it out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The DOCTYPE declares entities, so the file was not read past it (no entity is ever expanded). Remove the DOCTYPE and write the values out in full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index gives no &lt;lastmod&gt; for this sitemap, whose newest entry changed %1; engines use it to decide whether to fetch the file again. Saving writes %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index&apos;s &lt;lastmod&gt; %1 is older than the newest entry of this sitemap (%2); engines may not fetch the file again. Saving writes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL holds a % that is not followed by two hexadecimal digits, so it encodes nothing. Saving writes it as %25; if it was meant to encode a character, correct the digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host &quot;%1&quot; is reserved for examples, tests or local networks; a template seems to have been published unchanged. Use the site&apos;s real address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same URL appears earlier in the sitemap set, at %1. Remove this entry or merge it with the first one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL differs from an earlier one of the set only by http/https, www., a final index page or a trailing slash (%1); engines treat them as two URLs for one page. List the page under one URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n &lt;image:loc&gt; value(s) are not absolute http(s) URLs (first: %1). Write the image&apos;s full URL.</source>
        <translation>
            <numerusform>%n &lt;image:loc&gt; value is not an absolute http(s) URL (%1). Write the image&apos;s full URL.</numerusform>
            <numerusform>%n &lt;image:loc&gt; values are not absolute http(s) URLs (first: %1). Write the image&apos;s full URL.</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image %1 is listed more than once for this URL. Keep one &lt;image:image&gt; per image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The video&apos;s %1 is the page&apos;s own URL; Google needs the URL of the video file or player itself. Enter the media&apos;s own URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The video uses %1, which Google has ignored since 2022. You may remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The news entry has invalid values: %1. Use an ISO 639 language code (en, de, zh-cn) and a W3C date such as 2024-05-01 or 2024-05-01T10:15:00+02:00.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The article was published %1, more than two days ago; Google News takes only articles of the last two days. Move it to a regular sitemap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hreflang %1 has the shape of a language code but names no known language, script or region (en-UK is wrong, en-GB right). Use ISO 639 languages and ISO 3166 regions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This URL names %1 as an alternate, but that page does not name this URL back; Google ignores alternates without a return link. Add the return &lt;xhtml:link&gt; to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The alternate %1 is not a URL of this sitemap set, so its return link cannot be checked here. List it in the set or check that page by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This URL and its alternate list different language clusters (%1); every page of a cluster should list the same alternates. Give both the same &lt;xhtml:link&gt; set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (yes or no)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 given more than once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>platform %1 (web, mobile, tv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restriction %1 (upper-case ISO 3166-1 country codes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 without relationship=&quot;allow&quot; or &quot;deny&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>view_count %1 (a whole number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (a W3C date)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uploader has %1 characters (at most 255)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than 32 tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>publication_date %1 (a W3C date)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language %1 (an ISO 639 code such as en, de, zh-cn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;image:%1&gt; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n image(s) of this URL use fields Google deprecated in 2022 and ignores (%1). You may remove them.</source>
        <translation>
            <numerusform>%n image of this URL uses fields Google deprecated in 2022 and ignores (%1). You may remove them.</numerusform>
            <numerusform>%n images of this URL use fields Google deprecated in 2022 and ignores (%1). You may remove them.</numerusform>
        </translation>
    </message>
    <message>
        <source>this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, entry %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this URL lists hreflang %1 for %2, %3 does not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lists hreflang %2 for %3, this URL does not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page answers %1: it does not exist, and search engines drop it. Remove the entry, or restore the page or redirect it to its new URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page answers %1: search engines cannot read it (it needs a login, is forbidden or refused). Make the page public or remove the entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answers %1: search engines try again later and drop the URL if this goes on. Fix the server or lighten its load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page redirects to %1: search engines want the final URL in a sitemap. Use the target URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page forbids indexing (%1), yet the sitemap submits it. Remove the entry, or take the noindex off the page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page names %1 as its canonical URL: search engines index that URL instead. Use the canonical URL, or make the page canonical to itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The site&apos;s robots.txt keeps Googlebot away from this page (%1), so search engines cannot crawl it and it was not requested. Allow the path in robots.txt or remove the entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer from the page: %1. Check the host name, the server and its certificate, then check again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page says it changed on %1, more than a day after the entry&apos;s lastmod. Update the lastmod.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host name was not found (DNS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection was refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the secure connection (TLS) failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no complete answer within %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocked by robots.txt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveErrorsDialog</name>
    <message>
        <source>Entries With Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search engines reject these values and entries; the editor does not write them as they are. For each kind, leave out just the value (the entry is written without it) or the whole entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave out the value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave out the entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with a last-modified date that is not valid:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with a change frequency that is not valid:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with a priority that is not valid:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with an error in the URL or the entry itself:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left out whole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Without Them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix Them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep as written (the file stays invalid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These entries were edited or have no text of their own in the file (new, or put back by Undo): they cannot be kept as written.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveFlow</name>
    <message>
        <source>Another save or a load is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Leave out %Ln value(s) that are not valid</source>
        <translation>
            <numerusform>Leave out %Ln value that is not valid</numerusform>
            <numerusform>Leave out %Ln values that are not valid</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveOptionsDialog</name>
    <message>
        <source>Save Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving to &lt;b&gt;%1&lt;/b&gt;. When the URLs do not fit in one file, the editor writes numbered files and an index that lists them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most &amp;URLs per file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>50 MiB (current limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 MiB (older tools and Yandex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most &amp;bytes per file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compress with &amp;gzip (.xml.gz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://www.example.com/</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder URL the files are served from; an index needs it to name the split files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URLs need more than one file: enter the base URL for the index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) have errors that must be fixed or excluded first.</source>
        <translation>
            <numerusform>%n entry has errors that must be fixed or excluded first.</numerusform>
            <numerusform>%n entries have errors that must be fixed or excluded first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Writes %n file(s):</source>
        <translation>
            <numerusform>Writes %n file:</numerusform>
            <numerusform>Writes %n files:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  and %n more</source>
        <translation>
            <numerusform>  and %n more</numerusform>
            <numerusform>  and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  %1 (index of %n file(s))</source>
        <translation>
            <numerusform>  %1 (index of %n file)</numerusform>
            <numerusform>  %1 (index of %n files)</numerusform>
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
            <numerusform>Fixes %n value on the way (escaping, whitespace, case).</numerusform>
            <numerusform>Fixes %n values on the way (escaping, whitespace, case).</numerusform>
        </translation>
    </message>
    <message>
        <source>Readable in a &amp;browser: write sitemap.xsl next to the files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every file links an XSL stylesheet, so a browser shows it as a table. Search engines ignore it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sitemap.xsl, or the URL of another stylesheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stylesheet the files link. Empty: none, or sitemap.xsl when it is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tylesheet URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stylesheet URL holds a control character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stylesheet URL must be an http or https URL or a relative reference such as sitemap.xsl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes only what could be read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 (unchanged, not written)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is rewritten in the standard form (%2): %n comment(s) in it will not be kept.</source>
        <translation>
            <numerusform>%1 is rewritten in the standard form (%2): %n comment in it will not be kept.</numerusform>
            <numerusform>%1 is rewritten in the standard form (%2): %n comments in it will not be kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) are on another host or folder than the sitemap URL the table is checked with; they are checked against the base URL entered here when you save.</source>
        <translation>
            <numerusform>%n entry is on another host or folder than the sitemap URL the table is checked with; it is checked against the base URL entered here when you save.</numerusform>
            <numerusform>%n entries are on another host or folder than the sitemap URL the table is checked with; they are checked against the base URL entered here when you save.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Puts the elements of %n entry(s) in the order the schema requires.</source>
        <translation>
            <numerusform>Puts the elements of %n entry in the order the schema requires.</numerusform>
            <numerusform>Puts the elements of %n entries in the order the schema requires.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fixes the form of %n file(s) on the way (namespace, encoding, declaration).</source>
        <translation>
            <numerusform>Fixes the form of %n file on the way (namespace, encoding, declaration).</numerusform>
            <numerusform>Fixes the form of %n files on the way (namespace, encoding, declaration).</numerusform>
        </translation>
    </message>
    <message>
        <source>Working out what the save writes…</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln file</numerusform>
            <numerusform>%Ln files</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1 in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 %Ln note(s).</source>
        <comment>the save message, then how many notes it has</comment>
        <translation>
            <numerusform>%1 %Ln note.</numerusform>
            <numerusform>%1 %Ln notes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %Ln entry(s) with errors.</source>
        <translation>
            <numerusform>Left out %Ln entry with errors.</numerusform>
            <numerusform>Left out %Ln entries with errors.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %Ln entry(s) you excluded.</source>
        <translation>
            <numerusform>Left out %Ln entry you excluded.</numerusform>
            <numerusform>Left out %Ln entries you excluded.</numerusform>
        </translation>
    </message>
    <message>
        <source>Written from what could be read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Repaired %1 in %Ln place(s).</source>
        <comment>%1 is a rule id such as loc-whitespace</comment>
        <translation>
            <numerusform>Repaired %1 in %Ln place.</numerusform>
            <numerusform>Repaired %1 in %Ln places.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %1 in %Ln place(s).</source>
        <comment>%1 is a rule id such as tag-unknown</comment>
        <translation>
            <numerusform>Left out %1 in %Ln place.</numerusform>
            <numerusform>Left out %1 in %Ln places.</numerusform>
        </translation>
    </message>
    <message>
        <source>The extension namespace %1 was written as it was, without a schema to check it against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed %1: it is no longer part of the set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed %1, left by a save that was interrupted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept %1, left by a save that was interrupted while moving its files into place: it may be the only copy of a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept %1: an earlier version of %2 that a save which was interrupted had replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, written by the interrupted save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, an earlier version of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A save that was interrupted left %n file(s) that may be the only copy of their content, so the editor kept them. Look at them and remove them when they are not needed:</source>
        <translation>
            <numerusform>A save that was interrupted left %n file that may be the only copy of its content, so the editor kept it. Look at it and remove it when it is not needed:</numerusform>
            <numerusform>A save that was interrupted left %n files that may be the only copy of their content, so the editor kept them. Look at them and remove them when they are not needed:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A save that was interrupted left %n file(s) in %1 that may be the only copy of their content, so the editor kept them. Look at them and remove them when they are not needed:</source>
        <translation>
            <numerusform>A save that was interrupted left %n file in %1 that may be the only copy of its content, so the editor kept it. Look at it and remove it when it is not needed:</numerusform>
            <numerusform>A save that was interrupted left %n files in %1 that may be the only copy of their content, so the editor kept them. Look at them and remove them when they are not needed:</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote the stylesheet %1: browsers show the files as a table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept the stylesheet %1 that was there, which differs from this program&apos;s, and linked it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stylesheet was not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing changed: no file was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 %Ln file(s) unchanged, not written.</source>
        <translation>
            <numerusform>%1 %Ln file unchanged, not written.</numerusform>
            <numerusform>%1 %Ln files unchanged, not written.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %Ln entry(s) with errors kept as written: the file stays invalid there.</source>
        <translation>
            <numerusform>%1 %Ln entry with errors kept as written: the file stays invalid there.</numerusform>
            <numerusform>%1 %Ln entries with errors kept as written: the file stays invalid there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 was rewritten in the standard form (%2); %Ln comment(s) in it were not kept.</source>
        <translation>
            <numerusform>%1 was rewritten in the standard form (%2); %Ln comment in it was not kept.</numerusform>
            <numerusform>%1 was rewritten in the standard form (%2); %Ln comments in it were not kept.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not remove a file that is no longer part of the set: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the standard form was asked for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where its entries are in the file is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was not read to its end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a feed is written as an XML sitemap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its sitemap namespace is repaired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is written as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the content before the XML is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its name is made to match its compression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the DOCTYPE is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what uses an undeclared prefix is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elements under the root that are not entries are left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is gzipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is no longer gzipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stylesheet instruction is added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a text sitemap cannot hold a value other than the URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it changed on disk since it was read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its layout could not be followed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was rewritten in the standard form (%2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeverityDelegate</name>
    <message>
        <source>(fixed on save)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeverityStyle</name>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShownRowsExport</name>
    <message>
        <source>CSV, separated by commas (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV, separated by semicolons, as Excel reads it in German (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab-separated text (*.tsv *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Shown Rows as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) to %1.</source>
        <translation>
            <numerusform>Exported %Ln row to %1.</numerusform>
            <numerusform>Exported %Ln rows to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting %Ln row(s) to %1…</source>
        <translation>
            <numerusform>Exporting %Ln row to %1…</numerusform>
            <numerusform>Exporting %Ln rows to %1…</numerusform>
        </translation>
    </message>
    <message>
        <source>Exporting: %p%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The export was cancelled: %1 was not written.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SitemapTableModel</name>
    <message>
        <source>(new)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(fixed on save)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page&apos;s address (&lt;loc&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last modified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the page last changed (&lt;lastmod&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change frequency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often the page changes (&lt;changefreq&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priority relative to the site&apos;s other pages (&lt;priority&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sitemap file the URL is in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is wrong with the entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The priority must lie between 0.0 and 1.0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A URL cannot span several lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): %1</source>
        <translation>
            <numerusform>%n problem: %1</numerusform>
            <numerusform>%n problems: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved as: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableContextMenu</name>
    <message>
        <source>&amp;Open URL in Browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the URL of this row in the web browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the URL of this row as it is written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No browser could open %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScope</name>
    <message>
        <source>This problem concerns the whole file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UndoActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <comment>%1 is the step undone, such as Edit priority</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo: %1</source>
        <comment>%1 is the step redone, such as Edit priority</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UrlReplacer</name>
    <message>
        <source>Enter the text to find.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The regular expression is not valid: %1 (at %2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WebAuditController</name>
    <message>
        <source>Check URLs on the &amp;Web…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request the pages of the selected rows or of all, and show what search engines will say about them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the &amp;Target URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace each selected URL that redirects by the URL it redirects to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the &amp;Canonical URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace each selected URL whose page names another canonical URL by that URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove the Entries Not Found or Noindex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected entries whose page is not found or forbids indexing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the Canonical URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the Target URL</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WebAuditDialog</name>
    <message>
        <source>Check URLs on the Web</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URLs to check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests at a time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause between two requests to one host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most two requests go to one host at a time; a host that answers 429 or 503 gets twice the pause. Each host&apos;s robots.txt is read first, and a page it blocks for Googlebot is not requested. Redirects are not followed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2xx success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3xx redirect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4xx client error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5xx server error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked by robots.txt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Web status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The %n selected row(s)</source>
        <translation>
            <numerusform>The selected row</numerusform>
            <numerusform>The %n selected rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n entries</source>
        <translation>
            <numerusform>The only entry</numerusform>
            <numerusform>All %n entries</numerusform>
        </translation>
    </message>
    <message>
        <source>No http or https URL to check among these rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2: about %3 at this pace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n distinct URL(s)</source>
        <translation>
            <numerusform>%n distinct URL</numerusform>
            <numerusform>%n distinct URLs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>%n host</numerusform>
            <numerusform>%n hosts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check %1 URLs? At this pace that takes about %2, and the sites are asked for every page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected rows (none are selected)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Si&amp;temap URL…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the sitemap is served; URLs on other hosts or outside its folder are flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the file again from disk, without the unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the document and start an empty one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add rows or update rows with the same URL from a CSV file or a list of URLs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Shown Rows as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rows the table shows, filtered and sorted as shown, as a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add one row per line of the clipboard: a URL, or the values as Copy gives them, separated by tabs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dupl&amp;icate Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set C&amp;hange Frequency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Priorit&amp;y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;Last Modified…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Last Modified to &amp;Today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find and Replac&amp;e…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Pages from F&amp;older…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Last Modified from File&amp;s…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts of the URLs by month, section, host, change frequency, priority and problem; a bar filters the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show everything of the current entry: its fields, images, videos, news and hreflang alternates</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;File Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the rows in the order of the file, unsorted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Sitemap Editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Sitemap Editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Sitemap Editor&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Opens XML sitemaps, sitemap indexes and text sitemaps, shows what search engines would reject, and saves valid files, split when they are too large.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Edit and check XML sitemaps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sitemap to open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
