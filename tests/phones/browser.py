"""A real browser for the phones' tests: Debian's ``chromium`` driven by its ``chromedriver``
through selenium, headless, at a phone's size. Never a downloaded browser: without the system's
the tests skip and say why, and under ``CI=true`` fail instead (``.ci/run`` installs both)."""

from __future__ import annotations

import os
import shutil

import pytest

CHROMIUM = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
DRIVER = ("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver")


def _found(paths: tuple[str, ...], name: str) -> str | None:
    for path in paths:
        if os.access(path, os.X_OK):
            return path
    return shutil.which(name)


def browser(width: int = 360, height: int = 640, lang: str = "en"):
    """A headless Chromium with a ``width``×``height`` viewport speaking ``lang``."""
    chromium = _found(CHROMIUM, "chromium")
    driver_path = _found(DRIVER, "chromedriver")
    if chromium is None or driver_path is None:
        reason = "Debian's chromium and chromium-driver are not installed: the browser tests skip"
        if os.environ.get("CI") == "true":
            pytest.fail(reason.replace("skip", "must run under CI=true"), pytrace=False)
        pytest.skip(reason)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--hide-scrollbars",
        f"--lang={lang}",
        f"--window-size={width},{height}",
    ):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    driver = webdriver.Chrome(options=options, service=Service(driver_path))
    driver.set_page_load_timeout(20)
    # The page laid out for a phone's viewport (not "mobile": Chromium's touch emulation sends
    # a tap after a scroll to the wrong place).
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 2, "mobile": False},
    )
    return driver
