<?xml version="1.0" encoding="UTF-8"?>
<!--
  Shows a sitemap or a sitemap index as a readable page in a browser: a table of
  its URLs with their fields, or of the files an index lists, linked. Written by
  sitemap-editor and sitemap-tool convert next to the files when asked for;
  search engines read the XML and ignore it.
  Part of sitemap-editor, GPL-3.0-or-later.
-->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"
    xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
    xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"
    xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"
    xmlns:xhtml="http://www.w3.org/1999/xhtml"
    exclude-result-prefixes="sm image video news xhtml">

  <xsl:output method="html" encoding="UTF-8" indent="yes"
      doctype-system="about:legacy-compat"/>

  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta charset="UTF-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <meta name="robots" content="noindex"/>
        <title>
          <xsl:choose>
            <xsl:when test="sm:sitemapindex">Sitemap index</xsl:when>
            <xsl:otherwise>Sitemap</xsl:otherwise>
          </xsl:choose>
        </title>
        <style>
          body { font: 15px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 80em;
                 padding: 0 1em; color: #1d1d1f; }
          h1 { font-size: 1.5em; margin-bottom: 0.2em; }
          p.lead { color: #555; margin-top: 0; }
          table { border-collapse: collapse; width: 100%; }
          th, td { text-align: left; padding: 0.35em 0.6em; border-bottom: 1px solid #ddd;
                   vertical-align: top; }
          th { background: #f3f3f5; position: sticky; top: 0; }
          td.n { color: #888; text-align: right; width: 3em; }
          td.url { word-break: break-all; }
          tr:hover td { background: #fafaff; }
          a { color: #0b57d0; text-decoration: none; }
          a:hover { text-decoration: underline; }
          .extra { color: #666; font-size: 0.9em; }
        </style>
      </head>
      <body>
        <xsl:apply-templates select="sm:urlset|sm:sitemapindex"/>
      </body>
    </html>
  </xsl:template>

  <xsl:template match="sm:sitemapindex">
    <h1>Sitemap index</h1>
    <p class="lead">
      This index lists <xsl:value-of select="count(sm:sitemap)"/> sitemap file(s).
      Search engines read the XML; this page only makes it readable.
    </p>
    <table>
      <thead>
        <tr><th>#</th><th>Sitemap</th><th>Last modified</th></tr>
      </thead>
      <tbody>
        <xsl:for-each select="sm:sitemap">
          <tr>
            <td class="n"><xsl:value-of select="position()"/></td>
            <td class="url">
              <a href="{normalize-space(sm:loc)}"><xsl:value-of select="normalize-space(sm:loc)"/></a>
              <xsl:variable name="name">
                <xsl:call-template name="last-segment">
                  <xsl:with-param name="text" select="normalize-space(sm:loc)"/>
                </xsl:call-template>
              </xsl:variable>
              <xsl:if test="string-length($name) &gt; 0">
                <span class="extra"> (<a href="{$name}">this folder's copy</a>)</span>
              </xsl:if>
            </td>
            <td><xsl:value-of select="normalize-space(sm:lastmod)"/></td>
          </tr>
        </xsl:for-each>
      </tbody>
    </table>
  </xsl:template>

  <xsl:template match="sm:urlset">
    <h1>Sitemap</h1>
    <p class="lead">
      This sitemap lists <xsl:value-of select="count(sm:url)"/> URL(s).
      Search engines read the XML; this page only makes it readable.
    </p>
    <table>
      <thead>
        <tr>
          <th>#</th><th>URL</th><th>Last modified</th><th>Change frequency</th>
          <th>Priority</th><th>Images</th><th>Videos</th><th>Languages</th>
        </tr>
      </thead>
      <tbody>
        <xsl:for-each select="sm:url">
          <tr>
            <td class="n"><xsl:value-of select="position()"/></td>
            <td class="url">
              <a href="{normalize-space(sm:loc)}"><xsl:value-of select="normalize-space(sm:loc)"/></a>
              <xsl:if test="news:news">
                <div class="extra">News: <xsl:value-of select="news:news/news:title"/></div>
              </xsl:if>
            </td>
            <td><xsl:value-of select="normalize-space(sm:lastmod)"/></td>
            <td><xsl:value-of select="normalize-space(sm:changefreq)"/></td>
            <td><xsl:value-of select="normalize-space(sm:priority)"/></td>
            <td>
              <xsl:if test="image:image"><xsl:value-of select="count(image:image)"/></xsl:if>
            </td>
            <td>
              <xsl:for-each select="video:video">
                <div class="extra"><xsl:value-of select="video:title"/></div>
              </xsl:for-each>
            </td>
            <td>
              <xsl:for-each select="xhtml:link[@rel='alternate']">
                <a class="extra" href="{@href}" title="{@href}"><xsl:value-of select="@hreflang"/></a>
                <xsl:if test="position() != last()">, </xsl:if>
              </xsl:for-each>
            </td>
          </tr>
        </xsl:for-each>
      </tbody>
    </table>
  </xsl:template>

  <!-- The part of a URL after its last '/': the file name of an index's sitemap. -->
  <xsl:template name="last-segment">
    <xsl:param name="text"/>
    <xsl:choose>
      <xsl:when test="contains($text, '/')">
        <xsl:call-template name="last-segment">
          <xsl:with-param name="text" select="substring-after($text, '/')"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise><xsl:value-of select="$text"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>
</xsl:stylesheet>
