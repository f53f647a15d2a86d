// SPDX-License-Identifier: GPL-3.0-or-later
#include "newsitemap.h"

#include "inputdialogs.h"
#include "sitescanner.h"
#include "urltools.h"

#include <QCoreApplication>
#include <QInputDialog>

QString NewSitemap::sitemapUrlFor(const QString &siteUrl)
{
    const QString folder = SiteScanner::folderOf(siteUrl);
    return folder.isEmpty() ? QString() : folder + QStringLiteral("sitemap.xml");
}

bool NewSitemap::askSiteUrl(QWidget *parent, QString *siteUrl)
{
    QString text = *siteUrl;
    QString problem;
    for (;;) {
        QInputDialog dialog(parent);
        dialog.setObjectName(QStringLiteral("newSitemapDialog"));
        dialog.setWindowTitle(QCoreApplication::translate("NewSitemap", "New Sitemap"));
        dialog.setLabelText(
            (problem.isEmpty() ? QString() : problem + QStringLiteral("\n\n")) +
            QCoreApplication::translate(
                "NewSitemap",
                "The URL of the site, such as https://www.example.com/. The sitemap is served "
                "at its root (sitemap.xml), and URLs on other hosts are flagged. Leave it empty "
                "when it is not known yet."));
        dialog.setTextValue(text);
        dialog.setInputMode(QInputDialog::TextInput);
        InputDialogs::wrapLabel(&dialog);
        if (dialog.exec() != QDialog::Accepted)
            return false;
        text = dialog.textValue().trimmed();
        if (text.isEmpty()) {
            siteUrl->clear();
            return true;
        }
        const UrlTools::Parts parts = UrlTools::split(text);
        if (parts.absolute &&
            (parts.scheme == QLatin1String("http") || parts.scheme == QLatin1String("https"))) {
            *siteUrl = text;
            return true;
        }
        problem =
            QCoreApplication::translate("NewSitemap", "%1 is not an absolute http or https URL.")
                .arg(text);
    }
}
